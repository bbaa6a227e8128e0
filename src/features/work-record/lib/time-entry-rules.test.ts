import { AppError } from '@/lib/errors';
import { caseStartIso } from '@/lib/dates';
import {
  TIME_ENTRY_MESSAGES as M,
  timeEntryErrorMessage,
  validateTimeEntry,
} from './time-entry-rules';

const ok = { date: '2026-11-23', hours: '1.25', description: 'Home visit' };

describe('time entry rules', () => {
  it('accepts a quarter-hour entry dated today', () => {
    expect(validateTimeEntry(ok, '2026-11-23')).toEqual({});
  });

  it('gives a clear message for each refusal', () => {
    expect(validateTimeEntry({ ...ok, date: '2026-11-24' }, '2026-11-23').date).toBe(M.futureDate);
    expect(validateTimeEntry({ ...ok, hours: '1.3' }, '2026-11-23').hours).toBe(M.hoursStep);
    expect(validateTimeEntry({ ...ok, hours: '0' }, '2026-11-23').hours).toBe(M.hoursPositive);
    expect(validateTimeEntry({ ...ok, hours: '24.25' }, '2026-11-23').hours).toBe(M.hoursMax);
    expect(validateTimeEntry({ ...ok, hours: '' }, '2026-11-23').hours).toBe(M.hoursRequired);
    expect(validateTimeEntry({ ...ok, description: '  ' }, '2026-11-23').description).toBe(
      M.descriptionRequired,
    );
  });

  it('starts a case on its creation date in Florida, as the database does', () => {
    expect(caseStartIso('2026-10-02T03:00:00Z')).toBe('2026-10-01');
    expect(caseStartIso('2026-10-02T06:00:00Z')).toBe('2026-10-02');
    expect(validateTimeEntry({ ...ok, date: '2026-09-30' }, '2026-11-23', '2026-10-01').date).toBe(
      M.beforeCase('2026-10-01'),
    );
    expect(validateTimeEntry({ ...ok, date: '2026-10-01' }, '2026-11-23', '2026-10-01')).toEqual(
      {},
    );
  });

  it('maps database refusals to messages', () => {
    const rls = new AppError('new row violates row-level security policy', { code: '42501' });
    expect(timeEntryErrorMessage(rls, true)).toBe(M.completedCase);
    expect(timeEntryErrorMessage(rls, false)).toBe(M.notYourCase);
    const cap = new AppError(
      'No more than 24 hours can be logged for one day (23 already logged on 2026-11-23)',
      {
        code: 'GC002',
      },
    );
    expect(timeEntryErrorMessage(cap)).toBe(cap.message);
    const future = new AppError('violates check constraint "time_entries_date_check"', {
      code: '23514',
    });
    expect(timeEntryErrorMessage(future)).toBe(M.futureDate);
  });
});
