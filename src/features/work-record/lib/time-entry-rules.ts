// Client-side checks for a time entry, with the messages the form shows. The
// database enforces the same rules (and the 24 h per day cap across cases);
// these only save a round trip and explain a refusal clearly.
import { AppError, messageOf } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { MAX_HOURS_PER_DAY, toQuarters } from '@/lib/money';

export interface TimeEntryInput {
  date: string;
  hours: string;
  description: string;
}

export type TimeEntryErrors = Partial<Record<keyof TimeEntryInput, string>>;

export const TIME_ENTRY_MESSAGES = {
  dateRequired: 'Enter the date of the work.',
  futureDate: 'The date cannot be in the future.',
  beforeCase: (first: string) =>
    `The date cannot be before the case was created (${formatDate(first)}).`,
  hoursRequired: 'Enter the hours worked.',
  hoursPositive: 'Hours must be more than 0.',
  hoursStep: 'Hours go in steps of 0.25 (a quarter hour).',
  hoursMax: `No more than ${MAX_HOURS_PER_DAY} hours can be logged for one day.`,
  descriptionRequired: 'Describe the work.',
  completedCase: 'This case is completed; no more time can be logged on it.',
  notYourCase: 'You can log time only on your own cases that are not completed.',
} as const;

/** `first` is the case's first loggable day (`caseStartIso`), when known. */
export function validateTimeEntry(
  input: TimeEntryInput,
  today: string,
  first?: string,
): TimeEntryErrors {
  const errors: TimeEntryErrors = {};
  if (!input.date) errors.date = TIME_ENTRY_MESSAGES.dateRequired;
  else if (input.date > today) errors.date = TIME_ENTRY_MESSAGES.futureDate;
  else if (first && input.date < first) errors.date = TIME_ENTRY_MESSAGES.beforeCase(first);

  const raw = input.hours.trim();
  const hours = Number(raw);
  if (!raw) errors.hours = TIME_ENTRY_MESSAGES.hoursRequired;
  else if (!Number.isFinite(hours) || hours <= 0) errors.hours = TIME_ENTRY_MESSAGES.hoursPositive;
  else if (toQuarters(hours) === null) errors.hours = TIME_ENTRY_MESSAGES.hoursStep;
  else if (hours > MAX_HOURS_PER_DAY) errors.hours = TIME_ENTRY_MESSAGES.hoursMax;

  if (!input.description.trim()) errors.description = TIME_ENTRY_MESSAGES.descriptionRequired;
  return errors;
}

/**
 * The database's refusal as the form's message. GC001/GC002 come from the
 * time-entry limits migration and carry their own readable text; 42501 is the
 * RLS refusal (not the contractor's case, or completed).
 */
export function timeEntryErrorMessage(error: unknown, caseCompleted = false): string {
  const code = error instanceof AppError ? error.code : (error as { code?: string })?.code;
  const text = error instanceof AppError ? error.message : messageOf(error);
  switch (code) {
    case 'GC001':
    case 'GC002':
      return text;
    case '42501':
      return caseCompleted ? TIME_ENTRY_MESSAGES.completedCase : TIME_ENTRY_MESSAGES.notYourCase;
    case '23514':
      if (/date/.test(text)) return TIME_ENTRY_MESSAGES.futureDate;
      if (/hours/.test(text)) return TIME_ENTRY_MESSAGES.hoursStep;
      return text;
    default:
      return text;
  }
}
