// What Log Contact may offer on a case in a sibling group: the group's other cases
// assigned to this contractor and still open (the database refuses any other), the
// children of the case and of those siblings, and the case's own parties.
import { useQueries } from '@tanstack/react-query';
import type { CaseChoice, PersonChoice } from '@/features/work-record';
import type { CasePeople, SiblingCase } from '../api/family-api';
import { peopleQuery } from '../api/queries';
import { partyKindLabel } from '../components/person-form';

const NONE: CasePeople = { children: [], parties: [] };

export function useContactChoices(
  caseId: string,
  siblings: readonly SiblingCase[],
  userId: string | null,
  enabled: boolean,
): { siblings: CaseChoice[]; people: PersonChoice[] } {
  const mine = siblings.filter((s) => s.contractor_id === userId && s.status !== 'completed');
  const reads = useQueries({
    queries: [caseId, ...mine.map((s) => s.id)].map((id) => ({ ...peopleQuery(id), enabled })),
  });
  const people: PersonChoice[] = reads.flatMap((r, i) => {
    const onCase = i === 0 ? caseId : (mine[i - 1]?.id ?? caseId);
    const p = r.data ?? NONE;
    return [
      ...p.children.map((c) => ({ id: c.id, caseId: onCase, label: `${c.full_name} (child)` })),
      ...(i === 0
        ? p.parties.map((x) => ({
            id: x.id,
            caseId: onCase,
            label: `${x.full_name} (${partyKindLabel(x.kind).toLowerCase()})`,
          }))
        : []),
    ];
  });
  return { siblings: mine.map((s) => ({ id: s.id, title: s.title })), people };
}
