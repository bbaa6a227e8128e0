// A case's sibling group and its people: the writes, each reading the cases' views
// again (the case page, its siblings, its people) and the contact form's choices. The
// lists themselves are queries (api/queries.ts).
import { create } from 'zustand';
import { messageOf } from '@/lib/errors';
import { queryClient } from '@/lib/query-client';
import * as api from '../api/family-api';
import { caseKeys } from '../api/keys';

interface FamilyState {
  /** The last write's failure, shown by the section that made it. */
  error: { section: 'siblings' | 'people'; text: string } | null;
  busy: boolean;
  link(caseIds: string[]): Promise<boolean>;
  unlink(caseId: string): Promise<boolean>;
  saveChild(caseId: string, id: string | null, fields: api.ChildFields): Promise<boolean>;
  saveParty(caseId: string, id: string | null, fields: api.PartyFields): Promise<boolean>;
  remove(kind: 'child' | 'party', id: string): Promise<boolean>;
  clear(): void;
}

export const useFamilyStore = create<FamilyState>()((set, get) => {
  async function run(section: 'siblings' | 'people', write: () => Promise<void>) {
    if (get().busy) return false;
    set({ busy: true, error: null });
    try {
      await write();
      set({ busy: false });
      await queryClient.invalidateQueries({ queryKey: caseKeys.all });
      return true;
    } catch (e) {
      set({ busy: false, error: { section, text: messageOf(e) } });
      return false;
    }
  }
  return {
    error: null,
    busy: false,
    link: (ids) => run('siblings', () => api.linkSiblings(ids)),
    unlink: (id) => run('siblings', () => api.unlinkSibling(id)),
    saveChild: (caseId, id, f) => run('people', () => api.saveChild(caseId, id, f)),
    saveParty: (caseId, id, f) => run('people', () => api.saveParty(caseId, id, f)),
    remove: (kind, id) => run('people', () => api.removePerson(kind, id)),
    clear: () => set({ error: null, busy: false }),
  };
});
