import { describe, expect, it } from 'vitest';
import { courtCaseNumberValid } from './court-case-number';

describe('courtCaseNumberValid', () => {
  it('takes the forms clerks print', () => {
    for (const n of [
      '2026-DP-000123',
      '13-2026-DP-000123',
      '13-2026-DP-000123-XXXX-XX',
      '2026 dr 12',
    ])
      expect(courtCaseNumberValid(n), n).toBe(true);
  });
  it('refuses free text and other separators', () => {
    for (const n of ['case one', '2026/DP/1', 'DP-2026-1', '2026-DP-'])
      expect(courtCaseNumberValid(n), n).toBe(false);
  });
});
