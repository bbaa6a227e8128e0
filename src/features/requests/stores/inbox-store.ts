// The admin Requests inbox: the filtered list, status changes and voice-note URLs.
import { create } from 'zustand';
import { messageOf } from '@/lib/errors';
import {
  listRequests,
  sweepOrphanedVoiceNotes,
  updateRequestStatus,
  voiceNoteUrl,
  type GalRequest,
  type InboxFilters,
  type RequestStatus,
} from '../api/requests-api';

interface InboxState {
  requests: GalRequest[];
  loading: boolean;
  error: string | null;
  /** Per request: a status change under way, or its failure. */
  saving: Record<string, boolean>;
  rowErrors: Record<string, string>;
  /** Signed playback URLs by voice-note path. */
  voiceUrls: Record<string, string>;
  load(filters: InboxFilters): Promise<void>;
  setStatus(id: string, status: RequestStatus): Promise<void>;
  openVoiceNote(id: string, path: string): Promise<void>;
  /** Removes voice notes no request names; quiet, best effort. */
  sweep(): Promise<void>;
}

export const useInboxStore = create<InboxState>()((set, get) => {
  let latest = 0;
  return {
    requests: [],
    loading: false,
    error: null,
    saving: {},
    rowErrors: {},
    voiceUrls: {},

    async load(filters) {
      const call = ++latest;
      set({ loading: true, error: null });
      try {
        const requests = await listRequests(filters);
        if (call === latest) set({ requests, loading: false });
      } catch (e) {
        if (call === latest) set({ error: messageOf(e), loading: false, requests: [] });
      }
    },

    async setStatus(id, status) {
      if (get().saving[id]) return;
      set((s) => ({
        saving: { ...s.saving, [id]: true },
        rowErrors: { ...s.rowErrors, [id]: '' },
      }));
      try {
        const row = await updateRequestStatus(id, status);
        set((s) => ({ requests: s.requests.map((r) => (r.id === id ? row : r)) }));
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
  };
});
