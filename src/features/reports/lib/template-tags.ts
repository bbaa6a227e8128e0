// The tags a court report template may use, in the scopes they belong to. A template
// naming anything else is refused at upload, naming the tag: a misspelt tag would
// otherwise print nothing and a report would reach the court with a hole in it.
// docs/court-report-template.md documents each one.

export const VALUE_TAGS = [
  'programName',
  'caseTitle',
  'caseNumber',
  'county',
  'circuit',
  'category',
  'hearingType',
  'hearingDate',
  'hearingTime',
  'hearingDateTime',
  'courtroom',
  'judge',
  'dueDateTime',
  'dueReason',
  'dueRule',
  'galName',
  'periodStart',
  'periodEnd',
  'draftedOn',
  'visitCount',
  'visitDates',
  'longestGap',
  'visitInterval',
  'visitSummary',
  'hours',
  'miles',
] as const;

/** Loops and the tags inside them (a loop also sees every tag of the scopes around it). */
export const LOOP_TAGS: Readonly<Record<string, readonly string[]>> = {
  groups: ['key', 'heading', 'none', 'hasContacts', 'contacts'],
  contacts: ['date', 'type', 'with', 'made', 'duration', 'miles', 'notes'],
  sections: ['heading', 'guidance'],
};

/**
 * The tags of an inspected template (docxtemplater's InspectModule: each tag a key,
 * a loop's tags nested under it) that no scope knows, as the template spells them,
 * with the loop they sit in: 'groups > contact.name'.
 */
export function unknownTags(tree: Record<string, unknown>): string[] {
  const out: string[] = [];
  const walk = (node: Record<string, unknown>, scope: readonly string[], trail: string[]) => {
    for (const [tag, inner] of Object.entries(node)) {
      const known = scope.includes(tag);
      if (!known) out.push([...trail, tag].join(' > '));
      const children = inner && typeof inner === 'object' ? (inner as Record<string, unknown>) : {};
      if (Object.keys(children).length)
        walk(children, [...scope, ...(LOOP_TAGS[tag] ?? [])], [...trail, tag]);
    }
  };
  walk(tree, [...VALUE_TAGS, ...Object.keys(LOOP_TAGS)], []);
  return [...new Set(out)];
}
