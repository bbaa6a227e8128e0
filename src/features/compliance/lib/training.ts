// Training records as the form takes them: hours in quarter hours
// 0.25..100, a completion date not in the future, a certificate that is a PDF or an
// image of at most 5 MB. The database holds the same rules; these say why first.
import * as z from 'zod/mini';
import type { Enums, Tables } from '@/lib/database.types';

export type TrainingKind = Enums<'training_kind'>;
export type TrainingStatus = Enums<'training_status'>;
export type TrainingRecord = Tables<'training_records'>;

export const KIND_LABEL: Record<TrainingKind, string> = {
  pre_service: 'Pre-service',
  in_service: 'In-service',
};

export const STATUS_LABEL: Record<TrainingStatus, string> = {
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const CERTIFICATE_MAX_BYTES = 5 * 1024 * 1024;
/** The certificates bucket's allowed types, with the extension each is stored under. */
export const CERTIFICATE_TYPES: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

export function checkCertificate(file: Pick<File, 'size' | 'type'>): string | null {
  if (!(file.type in CERTIFICATE_TYPES))
    return 'The certificate must be a PDF, PNG, JPEG or WebP file';
  if (file.size > CERTIFICATE_MAX_BYTES) return 'The certificate must be 5 MB or smaller';
  return null;
}

/** Today as YYYY-MM-DD in the user's own calendar. */
export function today(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

export const trainingSchema = z.object({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter the course title'),
      z.maxLength(200, 'At most 200 characters'),
    ),
  provider: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter who gave the training'),
      z.maxLength(200, 'At most 200 characters'),
    ),
  completedOn: z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date you completed it'),
    z.refine((d) => d <= today(), 'The completion date cannot be in the future'),
  ),
  hours: z.pipe(
    z.pipe(z.string().check(z.trim(), z.minLength(1, 'Enter the hours')), z.transform(Number)),
    // Any number, NaN too: the rules below say what is wrong with it.
    z.custom<number>().check(
      z.refine((h) => Number.isFinite(h) && h >= 0.25 && h <= 100, 'Between 0.25 and 100 hours'),
      z.refine((h) => Number.isInteger(h * 4), 'Hours are counted in quarter hours (0.25 steps)'),
    ),
  ),
  kind: z.enum(['pre_service', 'in_service'], { message: 'Choose pre-service or in-service' }),
});

export type TrainingFields = z.input<typeof trainingSchema>;
export type TrainingInput = z.output<typeof trainingSchema>;
export type TrainingErrors = Partial<Record<keyof TrainingFields | 'certificate', string>>;

export const EMPTY_TRAINING: TrainingFields = {
  title: '',
  provider: '',
  completedOn: '',
  hours: '',
  kind: 'in_service',
};

/** The valid input, or a message per field (what was typed stays in the form). */
export function parseTraining(
  fields: TrainingFields,
  certificate: File | null,
): { input: TrainingInput; errors: null } | { input: null; errors: TrainingErrors } {
  const result = trainingSchema.safeParse(fields);
  const errors: TrainingErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path[0] as keyof TrainingFields;
      errors[key] ??= issue.message;
    }
  }
  const certificateError = certificate ? checkCertificate(certificate) : null;
  if (certificateError) errors.certificate = certificateError;
  if (!result.success || certificateError) return { input: null, errors };
  return { input: result.data, errors: null };
}

/** '7.5 h', '30 h'. */
export const hoursText = (n: number) => `${Math.round(n * 100) / 100} h`;
