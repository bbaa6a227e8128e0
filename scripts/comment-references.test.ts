// Comments, test names and log lines state the rule and why, never a tracker issue number or
// a specification section number that a reader of the code cannot open. References to other
// projects' public issues (e.g. "supabase/auth#1940") are fine and are not matched here.
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const SCANNED = ['src/', 'local-supabase/', 'scripts/', 'tests/', 'e2e/', 'supabase/', '.ci/run'];
const REFERENCES = [/\b[Ii]ssues? \d+\b/, /\bSPEC (?:section )?[0-9§]/];

/** Each `file:line: text` whose text names an issue number or a SPEC section. */
function findReferences(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) =>
      REFERENCES.some((re) => re.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
    );
}

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z', '--', ...SCANNED], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
}

describe('comment references', () => {
  it('finds a planted issue number or SPEC section, and lets the rest through', () => {
    // Built from pieces so that this file's own text never matches.
    const issue = 'Iss' + 'ue';
    const planted = [
      `// the budget holds (${issue.toLowerCase()} 22: 100 kB gzip)`,
      `// ${issue} 18.9: a request that gets no answer`,
      `it('keeps the answers (${issue.toLowerCase()}s 9 and 22)', () => {});`,
      `-- ${'SP' + 'EC'} 4.2 says the order is newest first`,
      `/** ${'SP' + 'EC'} §5: at most 2 MB. */`,
      `// ${'SP' + 'EC'} section 2's route table`,
      `// cache behind the first (PostgREST ${issue.toLowerCase()} #3704)`,
      `// GoTrue answers 500 on NULL (supabase/auth#1940)`,
      `const color = '#123456'; // the specification's text, verbatim`,
      `// SPEC's error catalogue`,
    ].join('\n');
    expect(findReferences('planted.ts', planted).map((hit) => hit.split(':')[1])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
  });

  it('appear nowhere in the tracked sources', () => {
    const files = trackedFiles();
    expect(files.length).toBeGreaterThan(100);
    const hits = files.flatMap((file) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      return text.includes('\0') ? [] : findReferences(file, text);
    });
    expect(hits).toEqual([]);
  });
});
