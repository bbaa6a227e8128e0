// Sending the landing request: upload the voice note (if any), then file the row.
// A voice note that uploaded but whose request failed is reused on the retry, so a
// flaky connection does not leave one orphan per attempt; one the flood guard no
// longer accepts (over 10 minutes old, GC004) is uploaded again under a new name.
// What still ends up unlinked is swept from the admin inbox.
import { create } from 'zustand';
import { AppError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n';
import { insertRequest, uploadVoiceNote, type NewRequest } from '../api/requests-api';
import { requestErrorMessage } from '../lib/request-errors';
import type { RequestDraft } from '../lib/request-rules';

interface RequestFormState {
  sending: boolean;
  /** True after a request went through, until the next attempt. */
  sent: boolean;
  error: string | null;
  /** Sends once: a second call while one is under way does nothing. */
  submit(draft: RequestDraft, voiceNote: Blob | null, language?: Locale): Promise<boolean>;
}

function toRow(draft: RequestDraft, voicePath: string | null, language: Locale): NewRequest {
  return {
    case_type: draft.caseType,
    county: draft.county,
    name: draft.name.trim(),
    email: draft.email.trim(),
    phone: draft.phone.trim(),
    details: draft.details.trim(),
    urgent: draft.urgent,
    voice_note_path: voicePath,
    // The visitor's language: the confirmation email is written in it.
    language,
  };
}

export const useRequestFormStore = create<RequestFormState>()((set, get) => {
  let uploaded: { blob: Blob; path: string } | null = null;

  async function voicePathFor(blob: Blob, fresh = false): Promise<string> {
    if (fresh || uploaded?.blob !== blob) uploaded = { blob, path: await uploadVoiceNote(blob) };
    return uploaded.path;
  }

  return {
    sending: false,
    sent: false,
    error: null,

    async submit(draft, voiceNote, language = 'en') {
      if (get().sending) return false;
      set({ sending: true, sent: false, error: null });
      try {
        const path = voiceNote ? await voicePathFor(voiceNote) : null;
        try {
          await insertRequest(toRow(draft, path, language));
        } catch (e) {
          if (!voiceNote || !(e instanceof AppError) || e.code !== 'GC004') throw e;
          await insertRequest(toRow(draft, await voicePathFor(voiceNote, true), language));
        }
        uploaded = null;
        set({ sending: false, sent: true });
        return true;
      } catch (e) {
        console.error('Error sending GAL request', e);
        set({ sending: false, error: requestErrorMessage(e) });
        return false;
      }
    },
  };
});
