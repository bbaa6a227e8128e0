// The admin Requests inbox's client state: status changes under way or failed, and
// voice-note URLs (the list is a query: api/queries.ts).
import { create } from 'zustand';
import { messageOf } from '@/lib/errors';
import { queryClient } from '@/lib/query-client';
import { requestKeys } from '../api/keys';
import {
  sweepOrphanedVoiceNotes,
  updateRequestStatus,
  voiceNoteUrl,
  type RequestStatus,
} from '../api/requests-api';

interface InboxState {
  /** Per request: a status change under way, or its failure. */
  saving: Record<string, boolean>;
  rowErrors: Record<string, string>;
  /** Signed playback URLs by voice-note path. */
  voiceUrls: Record<string, string>;
  setStatus(id: string, status: RequestStatus): Promise<void>;
  openVoiceNote(id: string, path: string): Promise<void>;
  /** Removes voice notes no request names; quiet, best effort. */
  sweep(): Promise<void>;
}

export const useInboxStore = create<InboxState>()((set, get) => ({
  saving: {},
  rowErrors: {},
  voiceUrls: {},

  async setStatus(id, status) {
    if (get().saving[id]) return;
    set((s) => ({
      saving: { ...s.saving, [id]: true },
      rowErrors: { ...s.rowErrors, [id]: '' },
    }));
    try {
      const row = await updateRequestStatus(id, status);
      // The write's answer is the stored row: every cached list shows it at once.
      queryClient.setQueriesData(
        { queryKey: requestKeys.all },
        (rows: (typeof row)[] | undefined) => rows?.map((r) => (r.id === id ? row : r)),
      );
    } catch (e) {
      set((s) => ({ rowErrors: { ...s.rowErrors, [id]: messageOf(e) } }));
    } finally {
      set((s) => ({ saving: { ...s.saving, [id]: false } }));
    }
  },

  async openVoiceNote(id, path) {
    try {
      const url = await voiceNoteUrl(path);
      set((s) => ({ voiceUrls: { ...s.voiceUrls, [path]: url } }));
    } catch (e) {
      set((s) => ({ rowErrors: { ...s.rowErrors, [id]: messageOf(e) } }));
    }
  },

  async sweep() {
    try {
      await sweepOrphanedVoiceNotes();
    } catch (e) {
      console.error('Error sweeping orphaned voice notes', e);
    }
  },
}));
