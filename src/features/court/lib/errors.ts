// A refusal from the database in plain words; the backend's text stays in the AppError.
import { AppError, messageOf } from '@/lib/errors';

export function courtErrorMessage(error: unknown): string {
  if (error instanceof AppError && error.code === '42501') {
    return 'You can no longer change this. Reload the page to see the case as it is now.';
  }
  return messageOf(error);
}
