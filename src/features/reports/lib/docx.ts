// Drafting and checking .docx templates with docxtemplater and pizzip. Only ever
// loaded through loadDocx() (a dynamic import), so the library is fetched when a
// report is drafted or a template checked, never with the dashboard.
import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import { defaultTemplateZip } from './default-template';
import type { ReportValues } from './report-data';
import { unknownTags } from './template-tags';

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

// Problems reach the person as TemplateProblem; docxtemplater's own console log is off.
const OPTIONS = {
  paragraphLoop: true,
  linebreaks: true,
  nullGetter: () => '',
  errorLogging: false,
};

/** A template the drafting cannot use, with every reason a person can act on. */
export class TemplateProblem extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join(' '));
    this.name = 'TemplateProblem';
  }
}

interface DocxError {
  properties?: {
    id?: string;
    explanation?: string;
    errors?: DocxError[];
  };
  message?: string;
}

function problemsOf(error: unknown): string[] {
  const e = error as DocxError;
  const inner = e.properties?.errors;
  if (inner?.length) return inner.flatMap(problemsOf);
  if (e.properties?.id === 'filetype_not_identified' || e.properties?.id === 'filetype_not_handled')
    return ['This file is not a Word document (.docx).'];
  return [e.properties?.explanation ?? e.message ?? 'The template could not be read.'];
}

function openZip(bytes: ArrayBuffer | Uint8Array): PizZip {
  try {
    return new PizZip(bytes);
  } catch {
    throw new TemplateProblem(['This file is not a Word document (.docx).']);
  }
}

function compile(zip: PizZip): Docxtemplater {
  if (!zip.file('word/document.xml'))
    throw new TemplateProblem(['This file is not a Word document (.docx).']);
  try {
    return new Docxtemplater(zip, OPTIONS);
  } catch (error) {
    throw new TemplateProblem(problemsOf(error));
  }
}

interface ParsedPart {
  type: string;
  value?: string;
  subparsed?: ParsedPart[];
}

/**
 * The tags of a compiled template as a tree: each tag a key, a loop's tags nested
 * under it (what docxtemplater's InspectModule gives, without its lodash dependency).
 */
function tagTree(doc: Docxtemplater): Record<string, unknown> {
  const tree: Record<string, Record<string, unknown>> = {};
  const walk = (parts: readonly ParsedPart[], into: Record<string, unknown>) => {
    for (const part of parts) {
      if (part.type !== 'placeholder' || !part.value) continue;
      const node = (into[part.value] ??= {}) as Record<string, unknown>;
      if (part.subparsed) walk(part.subparsed, node);
    }
  };
  const compiled = (doc as unknown as { compiled: Record<string, { postparsed: ParsedPart[] }> })
    .compiled;
  for (const file of Object.values(compiled)) walk(file.postparsed, tree);
  return tree;
}

/**
 * Checks an uploaded template: it must be a .docx whose tags are balanced and all in
 * the documented list. Throws TemplateProblem naming each problem; returns the tags used.
 */
export function checkTemplate(bytes: ArrayBuffer | Uint8Array): string[] {
  const tree = tagTree(compile(openZip(bytes)));
  const unknown = unknownTags(tree);
  if (unknown.length)
    throw new TemplateProblem(
      unknown.map(
        (t) => `Unknown tag {${t.split(' > ').pop()}}${t.includes(' > ') ? ` (in ${t})` : ''}.`,
      ),
    );
  return Object.keys(tree);
}

/** Fills a template (null: the built-in one) with a report's values; the .docx bytes. */
export function renderReport(
  template: ArrayBuffer | Uint8Array | null,
  values: ReportValues,
): Uint8Array {
  const doc = compile(template ? openZip(template) : defaultTemplateZip(PizZip));
  try {
    doc.render(values);
  } catch (error) {
    throw new TemplateProblem(problemsOf(error));
  }
  return doc.getZip().generate({ type: 'uint8array', compression: 'DEFLATE' });
}

/** The built-in template as a .docx, for admins to download and adapt. */
export function defaultTemplateBytes(): Uint8Array {
  return defaultTemplateZip(PizZip).generate({ type: 'uint8array', compression: 'DEFLATE' });
}
