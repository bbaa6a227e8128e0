// Building blocks of the step schemas: form values are what the inputs hold
// (numbers as typed text), the parsed output is what the database gets.
import * as z from 'zod/mini';
import { isPhoneNumber } from '@/lib/phone';

export const APPLICATION_MESSAGES = {
  stepIncomplete: 'Please complete all required fields in this section before proceeding.',
  formIncomplete: 'Please complete all required fields before submitting.',
  trainingsRequired: 'Please add at least one specialized training to continue.',
  notAuthenticated: 'User not authenticated',
  submitFailed: 'Error submitting application. Please try again.',
  assistantThanks: 'Thank you for your application! We will contact you shortly.',
  galThanks: 'Thank you for your GAL Contractor application! We will contact you shortly.',
} as const;

/** Required text: non-empty after trimming, stored trimmed. */
export const requiredText = (message = 'This field is required') =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, message),
      z.maxLength(10000, 'Please keep this under 10,000 characters'),
    );

/** Optional text: stored trimmed, or null when left blank. */
export const optionalText = z.pipe(
  z.string().check(z.trim(), z.maxLength(10000, 'Please keep this under 10,000 characters')),
  z.transform((v) => (v === '' ? null : v)),
);

export const emailText = z.pipe(
  z.string().check(z.trim(), z.minLength(1, 'Email is required')),
  z.email('Enter a valid email address'),
);

/** A phone someone can call back (US with area code, extension, or international with +). */
export const phoneText = z.pipe(
  requiredText('Phone is required'),
  z
    .string()
    .check(
      z.maxLength(50),
      z.refine(isPhoneNumber, 'Enter a phone number with its area code, like (305) 555-0123'),
    ),
);

/** A number input's text: required, a number, at least `min`. */
export const numberText = (label: string, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.pipe(
    z.string().check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.refine((v) => Number.isFinite(Number(v)), `${label} must be a number`),
      z.refine((v) => Number(v) >= min, `${label} cannot be less than ${min}`),
      z.refine((v) => Number(v) <= max, `${label} cannot be more than ${max}`),
    ),
    z.transform(Number),
  );

/** Specialized trainings: at least one. */
export const trainingList = z
  .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(200)))
  .check(z.minLength(1, APPLICATION_MESSAGES.trainingsRequired), z.maxLength(50));

/** Adds a typed training: blanks and duplicates (any case) are ignored. */
export function addTraining(list: readonly string[], typed: string): string[] {
  const training = typed.trim();
  if (!training || list.some((t) => t.toLowerCase() === training.toLowerCase())) return [...list];
  return [...list, training];
}

export type FieldErrors = Record<string, string>;

/** The first message per field ('reference_list.0.email' for nested ones). */
export function fieldErrors(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Checks values against a schema: the parsed output, or the errors per field. */
export function check<S extends z.ZodMiniType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: fieldErrors(result.error) };
}
