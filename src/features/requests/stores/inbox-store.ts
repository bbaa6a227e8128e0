// The admin Requests inbox: the filtered list, status changes and voice-note URLs.
import { create } from 'zustand';
import { messageOf } from '@/lib/errors';
import { createResource } from '@/lib/resource';
import {
  listRequests,
  sweepOrphanedVoiceNotes,
  updateRequestStatus,
  voiceNoteUrl,
  type InboxFilters,
  type RequestStatus,
} from '../api/requests-api';

/** The filtered list; other filters' rows never stand next to their error. */
export const useInbox = createResource((filters: InboxFilters) => listRequests(filters), {
  initial: [],
  keepPrevious: true,
});

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
      useInbox.getState().update((rows) => rows.map((r) => (r.id === id ? row : r)));
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
