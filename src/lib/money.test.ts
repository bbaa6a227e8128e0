import { centsToDecimal, lineAmountCents, toCents, toQuarters } from '@/lib/money';

describe('money and hours', () => {
  it('counts hours in whole quarter hours and refuses other steps', () => {
    expect(toQuarters(1.25)).toBe(5);
    expect(toQuarters(0.25)).toBe(1);
    expect(toQuarters(24)).toBe(96);
    expect(toQuarters(0.3)).toBeNull();
    expect(toQuarters(1.1)).toBeNull();
    expect(toQuarters(Number.NaN)).toBeNull();
  });

  it('turns database rates into integer cents', () => {
    expect(toCents(45)).toBe(4500);
    expect(toCents(45.1)).toBe(4510);
    expect(toCents(0.29)).toBe(29);
    expect(toCents(1000)).toBe(100000);
  });

  it('multiplies hours by rate without float drift', () => {
    // 0.1 + 0.2 style drift: 3 x 0.25 h at $33.33 = $24.9975 -> $25.00
    expect(lineAmountCents(3, 3333)).toBe(2500);
    expect(lineAmountCents(5, 4500)).toBe(5625); // 1.25 h x $45
    expect(lineAmountCents(8, 4500)).toBe(9000); // 2 h x $45
    // a half cent rounds up: 0.25 h x $0.02 = $0.005
    expect(lineAmountCents(1, 2)).toBe(1);
    const many = Array.from({ length: 1000 }, () => lineAmountCents(1, 1010)).reduce(
      (a, b) => a + b,
    );
    // each line is $2.525 -> $2.53 (rounded per line, as the invoice shows it)
    expect(many).toBe(253000);
  });

  it('writes cents for files as a plain decimal', () => {
    expect(centsToDecimal(14625)).toBe('146.25');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(0)).toBe('0.00');
  });
});
