import { describe, expect, it } from 'vitest';
import { blankContact, contactInput, evenSplit, parseShare } from './contact-rules';

describe('splitting a contact between sibling cases', () => {
  it('splits evenly in quarter hours, the quarters left over on the mileage case first, then by id', () => {
    expect(evenSplit(4, ['b', 'a', 'c'], 'c')).toEqual({ c: 2, a: 1, b: 1 });
    expect(evenSplit(6, ['b', 'a'], 'b')).toEqual({ b: 3, a: 3 });
    expect(evenSplit(7, ['a', 'b', 'c'], 'a')).toEqual({ a: 3, b: 2, c: 2 });
  });

  it('cannot split fewer quarters than cases', () => {
    expect(evenSplit(2, ['a', 'b', 'c'], 'a')).toBeNull();
  });

  it('reads a share as quarter hours, refusing what is not a positive quarter', () => {
    expect(parseShare('0.75')).toBe(3);
    expect(parseShare('1')).toBe(4);
    expect(parseShare('0.3')).toBeNull();
    expect(parseShare('0')).toBeNull();
    expect(parseShare('')).toBeNull();
  });

  it('sends every covered case, the form’s first, with its quarters only when all are adjusted', () => {
    const even = { ...blankContact('2027-01-01'), minutes: '60', alsoCases: ['leo'] };
    expect(contactInput('k', 'maya', even).shares).toEqual([
      { case_id: 'maya', quarters: null },
      { case_id: 'leo', quarters: null },
    ]);
    const adjusted = { ...even, split: { maya: '0.25', leo: '0.75' }, mileageCase: 'leo' };
    expect(contactInput('k', 'maya', adjusted)).toMatchObject({
      shares: [
        { case_id: 'maya', quarters: 1 },
        { case_id: 'leo', quarters: 3 },
      ],
      mileageCaseId: 'leo',
    });
  });
});
