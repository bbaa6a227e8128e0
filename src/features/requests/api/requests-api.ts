// GAL requests: filing one (as the visitor's session: theirs or an anonymous one,
// with an optional voice note in the private voice-notes bucket) and the admin inbox (list, status, signed voice-note URLs,
// sweeping orphaned notes). The client comes by dynamic import: the form sits on
// the landing page, which loads without supabase-js.
import { AppError, toAppError } from '@/lib/errors';
import type { Database } from '@/lib/database.types';
import { loadSupabase } from '@/lib/supabase-lazy';
import { visitorError, voiceUploadError } from '../lib/request-errors';

export type RequestStatus = Database['public']['Enums']['request_status'];
export type GalRequest = Database['public']['Tables']['gal_requests']['Row'] & {
  changer: { full_name: string } | null;
  /** The case made from the request, once it is converted (cases.request_id: at most one). */
  cases?: { id: string; title: string }[];
};

export const VOICE_BUCKET = 'voice-notes';

/** The session a visitor files with: theirs, or an anonymous one behind the CAPTCHA. */
async function visitor() {
  const { visitorClient } = await import('@/lib/supabase');
  try {
    return await visitorClient();
  } catch (error) {
    throw visitorError(error);
  }
}

export interface NewRequest {
  case_type: string;
  county: string;
  name: string;
  email: string;
  phone: string;
  details: string;
  urgent: boolean;
  voice_note_path: string | null;
  language: RequestLanguage;
}

/** Uploads a recording under a fresh random name and returns that name. */
export async function uploadVoiceNote(blob: Blob): Promise<string> {
  const supabase = await visitor();
  const path = `requests/${crypto.randomUUID()}.webm`;
  const { error } = await supabase.storage
    .from(VOICE_BUCKET)
    .upload(path, blob, { contentType: 'audio/webm', upsert: false });
  if (error) throw voiceUploadError(error);
  return path;
}

/** Files the request; the filer never reads it back (insert only). */
export async function insertRequest(request: NewRequest): Promise<void> {
  const supabase = await visitor();
  const { error } = await supabase.from('gal_requests').insert(request);
  if (error) throw toAppError(error);
}

export type RequestLanguage = 'en' | 'es' | 'ht';

export interface InboxFilters {
  status: RequestStatus | null;
  county: string | null;
  language: RequestLanguage | null;
}

export const INBOX_LIMIT = 200;

const REQUEST_SELECT =
  '*, changer:users!gal_requests_status_changed_by_fkey(full_name), cases(id, title)';

/** One request, for New Case to fill itself from (admins only read requests). */
export async function getRequest(id: string): Promise<GalRequest> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('gal_requests')
    .select(REQUEST_SELECT)
    .eq('id', id)
    .maybeSingle();
  if (error) throw toAppError(error, 'Error loading the request');
  if (!data) throw new AppError('Request not found', { code: 'PGRST116' });
  return data;
}

/** Newest first, filtered on the server. */
export async function listRequests(filters: InboxFilters): Promise<GalRequest[]> {
  const supabase = await loadSupabase();
  let query = supabase
    .from('gal_requests')
    .select(REQUEST_SELECT)
    .order('created_at', { ascending: false })
    .limit(INBOX_LIMIT);
  if (filters.status) query = query.eq('status', filters.status);
  if (filters.county) query = query.eq('county', filters.county);
  if (filters.language) query = query.eq('language', filters.language);
  const { data, error } = await query;
  if (error) throw toAppError(error, 'Error loading requests');
  return data;
}

/** Moves a request on; returns the row as stamped by the database (who, when). */
export async function updateRequestStatus(id: string, status: RequestStatus): Promise<GalRequest> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('gal_requests')
    .update({ status })
    .eq('id', id)
    .select(REQUEST_SELECT)
    .single();
  if (error) {
    if (error.code === 'GC006') {
      throw new AppError('This request has already moved on. Reload the list to see its status.', {
        code: error.code,
        cause: error,
      });
    }
    throw toAppError(error, 'Error updating the request');
  }
  return data;
}

/** A short-lived URL an admin's audio player can stream the private note from. */
export async function voiceNoteUrl(path: string): Promise<string> {
  const supabase = await loadSupabase();
  // Each link to a voice note is on the audit log before it exists.
  const logged = await supabase.rpc('record_signed_link', { bucket: VOICE_BUCKET, path });
  if (logged.error) throw toAppError(logged.error, 'Error loading the voice note');
  const { data, error } = await supabase.storage.from(VOICE_BUCKET).createSignedUrl(path, 600);
  if (error) throw toAppError(error, 'Error loading the voice note');
  return data.signedUrl;
}

/** Removes voice notes no request will ever name (see the voice_note_cleanup migration). */
export async function sweepOrphanedVoiceNotes(): Promise<number> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('orphaned_voice_notes');
  if (error) throw toAppError(error);
  const names = data ?? [];
  if (names.length === 0) return 0;
  const removed = await supabase.storage.from(VOICE_BUCKET).remove(names);
  if (removed.error) throw toAppError(removed.error);
  return names.length;
}
