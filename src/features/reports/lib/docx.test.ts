import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { DEMO_REPORT } from './demo-report';
import { checkTemplate, renderReport, TemplateProblem } from './docx';
import { reportValues } from './report-data';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', apos: "'", quot: '"' };

/** The document's paragraphs as plain text, read back from the .docx's XML. */
function paragraphs(bytes: Uint8Array): string[] {
  const xml = new PizZip(bytes).file('word/document.xml')!.asText();
  return [...xml.matchAll(/<w:p[ >].*?<\/w:p>/gs)].map((m) =>
    [...m[0].matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)]
      .map((t) => t[1]!)
      .join('')
      .replace(/&(amp|lt|gt|apos|quot);/g, (_, e: string) => ENTITIES[e]!),
  );
}

/** A .docx whose body is the given paragraphs (to stand in for a program's own template). */
function docxWith(...lines: string[]): Uint8Array {
  const zip = new PizZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${lines
      .map((l) => `<w:p><w:r><w:t xml:space="preserve">${l}</w:t></w:r></w:p>`)
      .join('')}</w:body></w:document>`,
  );
  return zip.generate({ type: 'uint8array' });
}

const NOW = new Date('2027-03-10T15:00:00Z');

describe('drafting with the built-in template', () => {
  const text = paragraphs(renderReport(null, reportValues(DEMO_REPORT, NOW)));

  it('is a well-formed Word package: every part parses, is typed, and every relationship resolves', () => {
    const zip = new PizZip(renderReport(null, reportValues(DEMO_REPORT, NOW)));
    const names = Object.keys(zip.files).filter((n) => !zip.files[n]!.dir);
    for (const name of names) {
      const doc = new DOMParser().parseFromString(zip.file(name)!.asText(), 'application/xml');
      expect(doc.getElementsByTagName('parsererror'), name).toHaveLength(0);
    }
    const types = zip.file('[Content_Types].xml')!.asText();
    expect(types).toContain('PartName="/word/document.xml"');
    expect(types).toContain(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
    );
    const targets = [
      ...zip
        .file('_rels/.rels')!
        .asText()
        .matchAll(/Target="([^"]+)"/g),
      ...[
        ...zip
          .file('word/_rels/document.xml.rels')!
          .asText()
          .matchAll(/Target="([^"]+)"/g),
      ].map((m) => ['', `word/${m[1]}`]),
    ].map((m) => m[1]!);
    for (const target of targets) expect(names, target).toContain(target);
  });

  it('opens as a Word document with the header from the record', () => {
    expect(text).toContain(
      'Case: Case plan review, Seminole (demo) (reference 00000000), Dependency',
    );
    expect(text).toContain('Court: Seminole County, Circuit 18');
    expect(text).toContain('Judge: Hon. Demo Judge');
    expect(text).toContain('Guardian ad litem: Carlos Contractor');
    expect(text).toContain('Period of this report: Jan 26, 2027 to Mar 16, 2027');
  });

  it('gives the hearing in the court’s zone and the due date with the rule that set it', () => {
    expect(text).toContain('Hearing: Judicial review hearing, Tue, Mar 16, 2027, 10:00 AM ET');
    expect(text).toContain('Report due: Fri, Mar 12, 2027, 9:00 AM ET');
    expect(text).toContain('The due date moved: moved from Sat 13 Mar: weekend');
    expect(text.some((p) => p.startsWith('Due date rule: Dependency: 72 hours'))).toBe(true);
  });

  it('groups the contacts by who was contacted, oldest first, with every group’s heading', () => {
    const child = text.indexOf('The child');
    const parents = text.indexOf('Parents');
    expect(child).toBeGreaterThan(-1);
    expect(text.slice(child + 1, parents)).toEqual([
      'Feb 2, 2027: In-person contact with child, caregiver (Made, 1 h 20 min, 38.4 mi)',
      'Home visit; the aunt asks about respite care.',
      'Mar 1, 2027: In-person contact with child, parent (Made, 1 h 10 min, 38.4 mi)',
      'Supervised visit with the mother went well.',
    ]);
    expect(text).toContain('Feb 10, 2027: Phone call with caseworker (Made, 25 min)');
    expect(text).toContain('Mar 5, 2027: Phone call with other (Attempted, 5 min)');
  });

  it('keeps an empty group’s heading and says it had no contacts', () => {
    const school = text.indexOf('School');
    expect(school).toBeGreaterThan(-1);
    expect(text[school + 1]).toBe('No contacts with school staff in this period.');
    expect(text.filter((p) => p.startsWith('No contacts with'))).toHaveLength(1);
  });

  it('summarises the visits with the child against the program’s interval, and the hours', () => {
    expect(text).toContain(
      "2 in-person visits with the child; the longest gap was 27 days, within the program's 30-day visit interval.",
    );
    expect(text).toContain('Hours on the case in this period: 9.5. Mileage: 76.8 miles.');
  });

  it('keeps the GAL’s own sections as headings with guidance, and leaves no tag behind', () => {
    expect(text).toEqual(
      expect.arrayContaining(['Observations', 'The child’s wishes', 'Recommendations']),
    );
    expect(text.join('\n')).not.toMatch(/[{}]/);
  });
});

describe('a program’s own template', () => {
  it('is used for the draft when its tags are the documented ones', () => {
    const template = docxWith(
      'COUNTY OF {county}',
      '{#groups}',
      '== {heading} ==',
      '{#contacts}',
      '{date} {type}',
      '{/contacts}',
      '{/groups}',
    );
    expect(checkTemplate(template)).toEqual(expect.arrayContaining(['county', 'groups']));
    const text = paragraphs(renderReport(template, reportValues(DEMO_REPORT, NOW)));
    expect(text[0]).toBe('COUNTY OF Seminole County');
    expect(text).toContain('== School ==');
    expect(text).toContain('Feb 10, 2027 Phone call');
  });

  it('is refused naming an unknown tag', () => {
    expect(() => checkTemplate(docxWith('Dear {judgeName}', '{caseTitle}'))).toThrowError(
      'Unknown tag {judgeName}.',
    );
  });

  it('is refused naming an unknown tag inside a loop', () => {
    expect(() => checkTemplate(docxWith('{#groups}', '{title}', '{/groups}'))).toThrowError(
      'Unknown tag {title} (in groups > title).',
    );
  });

  it('is refused when a loop is not closed', () => {
    const check = () => checkTemplate(docxWith('{#groups}', '{heading}'));
    expect(check).toThrowError(TemplateProblem);
    expect(check).toThrowError(/groups/);
  });

  it('is refused when it is not a Word document', () => {
    expect(() => checkTemplate(new TextEncoder().encode('%PDF-1.7 not a docx'))).toThrowError(
      'This file is not a Word document (.docx).',
    );
    const zip = new PizZip();
    zip.file('hello.txt', 'a zip, but no document');
    expect(() => checkTemplate(zip.generate({ type: 'uint8array' }))).toThrowError(
      'This file is not a Word document (.docx).',
    );
  });
});
