import { mileageRateLabel, rateOn, tripCents } from './mileage';

const rates = [
  { effective_from: '2025-01-01', cents_per_mile: 70 },
  { effective_from: '2026-01-01', cents_per_mile: 72.5 },
];

describe('mileage', () => {
  it('takes the rate in force on the trip’s date', () => {
    expect(rateOn(rates, '2025-12-31')).toBe(70);
    expect(rateOn(rates, '2026-01-01')).toBe(72.5);
    expect(rateOn(rates, '2026-11-25')).toBe(72.5);
    expect(rateOn(rates, '2024-12-31')).toBeNull();
  });

  it('prices a trip in whole cents, half a cent up, without float drift', () => {
    expect(tripCents(42, 72.5)).toBe(3045);
    expect(tripCents(10.5, 72.5)).toBe(761); // 761.25
    expect(tripCents(0.1, 72.5)).toBe(7); // 7.25
    expect(tripCents(0.3, 70)).toBe(21); // 0.3 x 70 = 20.999... in floats
    expect(tripCents(1.5, 72.5)).toBe(109); // 108.75
    expect(tripCents(0, 72.5)).toBe(0);
  });

  it('names a rate in cents a mile', () => {
    expect(mileageRateLabel(72.5)).toBe('72.5¢ a mile');
    expect(mileageRateLabel(70)).toBe('70¢ a mile');
  });
});
