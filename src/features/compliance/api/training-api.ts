// Training records, certificates and standing. Owners add and delete
// their own; admins read the review queue and decide with a reason. The database
// refuses what a caller may not do; these functions only say it in plain words.
import { AppError, toAppError } from '@/lib/errors';
import type { CompositeTypes } from '@/lib/database.types';
import { filledRows, type Filled } from '@/lib/rows';
import { supabase } from '@/lib/supabase';
import {
  CERTIFICATE_TYPES,
  type TrainingInput,
  type TrainingRecord,
  type TrainingStatus,
} from '../lib/training';

const CERTIFICATES = 'certificates';

/** private.training_standing fills every field but the shortfall (null when in good standing). */
const STANDING_FILLED = [
  'user_id',
  'pre_service_hours',
  'pre_service_required',
  'in_service_year',
  'in_service_hours',
  'in_service_required',
  'good_standing',
] as const;
export type Standing = Filled<
  CompositeTypes<'training_standing'>,
  (typeof STANDING_FILLED)[number]
>;

/** The signed-in user's standing, or (admins) anyone's. */
export async function getStanding(userId?: string): Promise<Standing> {
  const { data, error } = await supabase.rpc(
    'training_progress',
    userId ? { user_id: userId } : {},
  );
  if (error) throw toAppError(error, 'Could not load training progress');
  const row = filledRows(data, ...STANDING_FILLED)[0];
  if (!row) throw new AppError('Could not load training progress');
  return row;
}

export async function listTraining(userId: string): Promise<TrainingRecord[]> {
  const { data, error } = await supabase
    .from('training_records')
    .select('*')
    .eq('user_id', userId)
    .order('completed_on', { ascending: false })
    .order('created_at', { ascending: false });
  if (error) throw toAppError(error, 'Could not load training records');
  return data;
}

/** Uploads the certificate first (if any), then the record; a failed record removes the file. */
export async function addTraining(
  userId: string,
  input: TrainingInput,
  certificate: File | null,
): Promise<TrainingRecord> {
  let path: string | null = null;
  if (certificate) {
    path = `${userId}/${crypto.randomUUID()}.${CERTIFICATE_TYPES[certificate.type]}`;
    const upload = await supabase.storage
      .from(CERTIFICATES)
      .upload(path, certificate, { contentType: certificate.type });
    if (upload.error) throw toAppError(upload.error, 'Could not upload the certificate');
  }
  const { data, error } = await supabase
    .from('training_records')
    .insert({
      user_id: userId,
      title: input.title,
      provider: input.provider,
      completed_on: input.completedOn,
      hours: input.hours,
      kind: input.kind,
      certificate_path: path,
    })
    .select()
    .single();
  if (error) {
    if (path) await supabase.storage.from(CERTIFICATES).remove([path]);
    throw toAppError(error, 'Could not save the training record');
  }
  return data;
}

export async function deleteTraining(record: TrainingRecord): Promise<void> {
  const { error } = await supabase.from('training_records').delete().eq('id', record.id);
  if (error) throw toAppError(error, 'Could not delete the training record');
  if (record.certificate_path) {
    await supabase.storage.from(CERTIFICATES).remove([record.certificate_path]);
  }
}

/** A link to the certificate that works for five minutes (owner or admin). */
export async function certificateUrl(path: string): Promise<string> {
  const { data, error } = await supabase.storage.from(CERTIFICATES).createSignedUrl(path, 300);
  if (error) throw toAppError(error, 'Could not open the certificate');
  return data.signedUrl;
}

export type ReviewItem = TrainingRecord & {
  person: { id: string; full_name: string; email: string } | null;
};

/** Admins: records of one status, oldest first, with whose they are. */
export async function listForReview(status: TrainingStatus): Promise<ReviewItem[]> {
  const { data, error } = await supabase
    .from('training_records')
    .select('*, person:users!training_records_user_id_fkey(id, full_name, email)')
    .eq('status', status)
    .order('created_at', { ascending: status === 'pending' })
    .limit(200);
  if (error) throw toAppError(error, 'Could not load training records');
  return data;
}

/** Decides the version the admin has on screen; a changed record is refused (GC240). */
export async function reviewTraining(
  record: { id: string; version: number },
  decision: TrainingStatus,
  reason: string | null,
): Promise<void> {
  const { error } = await supabase.rpc('review_training_record', {
    record_id: record.id,
    decision,
    seen_version: record.version,
    ...(reason ? { reason } : {}),
  });
  if (error) throw toAppError(error);
}
