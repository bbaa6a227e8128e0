import { checkRate } from './rates';

describe('typed hourly rates', () => {
  it('accepts dollars to the cent from 0 to 1,000', () => {
    expect(checkRate(' 45 ', 'Rate')).toEqual({ ok: true, value: 45 });
    expect(checkRate('38.5', 'Rate')).toEqual({ ok: true, value: 38.5 });
    expect(checkRate('0', 'Rate')).toEqual({ ok: true, value: 0 });
    expect(checkRate('1000', 'Rate')).toEqual({ ok: true, value: 1000 });
    expect(checkRate('20.25', 'Rate')).toEqual({ ok: true, value: 20.25 });
  });

  it('says what is wrong with anything else', () => {
    expect(checkRate('-5', 'Rate')).toEqual({ ok: false, error: 'Rate cannot be negative' });
    expect(checkRate('1000.01', 'Rate')).toEqual({
      ok: false,
      error: 'Rate cannot be more than $1,000.00',
    });
    expect(checkRate('45.555', 'Rate')).toEqual({
      ok: false,
      error: 'Rate must be in whole cents, such as 45.50',
    });
    for (const bad of ['', 'abc', 'Infinity']) {
      expect(checkRate(bad, 'Rate')).toEqual({
        ok: false,
        error: 'Rate must be a number, such as 45 or 45.50',
      });
    }
  });
});
