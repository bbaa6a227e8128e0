// The built-in template: a plain Word document the product makes, so a program with
// no template of its own drafts at once. Built from WordprocessingML here (no binary
// in the repository) with the same tags an uploaded template uses, so both go through
// one renderer. Loop and condition tags sit in paragraphs of their own, which
// docxtemplater's paragraphLoop removes from the output.
import type PizZip from 'pizzip';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function para(text: string, style?: string, italic = false): string {
  const pPr = style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : '';
  const rPr = italic ? '<w:rPr><w:i/></w:rPr>' : '';
  return `<w:p>${pPr}<w:r>${rPr}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;
}

const BODY = [
  para('{programName}', 'Title'),
  para('Guardian ad Litem report to the court', 'Subtitle'),
  para('Case: {caseTitle} (reference {caseNumber}), {category}'),
  para('Court: {county}, {circuit}'),
  para('Hearing: {hearingType} hearing, {hearingDateTime}'),
  para('{#courtroom}'),
  para('Courtroom: {courtroom}'),
  para('{/courtroom}'),
  para('{#judge}'),
  para('Judge: {judge}'),
  para('{/judge}'),
  para('Report due: {dueDateTime}'),
  para('Due date rule: {dueRule}'),
  para('{#dueReason}'),
  para('The due date moved: {dueReason}'),
  para('{/dueReason}'),
  para('Guardian ad litem: {galName}'),
  para('Period of this report: {periodStart} to {periodEnd}'),
  para('Contacts in this period', 'Heading1'),
  para('{#groups}'),
  para('{heading}', 'Heading2'),
  para('{#contacts}'),
  para(
    '{date}: {type} with {with} ({made}{#duration}, {duration}{/duration}{#miles}, {miles}{/miles})',
  ),
  para('{notes}', undefined, true),
  para('{/contacts}'),
  para('{^hasContacts}'),
  para('{none}'),
  para('{/hasContacts}'),
  para('{/groups}'),
  para('Visits with the child', 'Heading1'),
  para('{visitSummary}'),
  para('Visit dates: {visitDates}'),
  para('Hours and mileage', 'Heading1'),
  para('Hours on the case in this period: {hours}. Mileage: {miles} miles.'),
  para('{#sections}'),
  para('{heading}', 'Heading1'),
  para('{guidance}', undefined, true),
  para('{/sections}'),
  para('Drafted {draftedOn} from the case record.', undefined, true),
].join('');

const DOCUMENT = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="${W}"><w:body>${BODY}<w:sectPr><w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr></w:body></w:document>`;

const style = (id: string, name: string, size: number, bold: boolean) =>
  `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:pPr><w:keepNext/><w:spacing w:before="240" w:after="120"/></w:pPr><w:rPr>${bold ? '<w:b/>' : ''}<w:sz w:val="${size}"/></w:rPr></w:style>`;

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="${W}"><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:cs="Calibri"/><w:sz w:val="22"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="120"/></w:pPr></w:pPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>${style('Title', 'Title', 36, true)}${style('Subtitle', 'Subtitle', 26, false)}${style('Heading1', 'heading 1', 28, true)}${style('Heading2', 'heading 2', 24, true)}</w:styles>`;

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>`;

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

const DOCUMENT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;

export const DEFAULT_TEMPLATE_NAME = 'Built-in default';

/** The built-in template as a fresh zip (the caller passes pizzip's constructor, loaded lazily). */
export function defaultTemplateZip(Zip: typeof PizZip): PizZip {
  const zip = new Zip();
  zip.file('[Content_Types].xml', CONTENT_TYPES);
  zip.file('_rels/.rels', ROOT_RELS);
  zip.file('word/document.xml', DOCUMENT);
  zip.file('word/styles.xml', STYLES);
  zip.file('word/_rels/document.xml.rels', DOCUMENT_RELS);
  return zip;
}
