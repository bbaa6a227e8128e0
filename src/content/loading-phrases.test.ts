import { LOADING_PHRASES, pickLoadingPhrase } from './loading-phrases';

describe('pickLoadingPhrase', () => {
  it('offers about 29 distinct phrases', () => {
    expect(LOADING_PHRASES).toHaveLength(29);
    expect(new Set(LOADING_PHRASES).size).toBe(LOADING_PHRASES.length);
  });

  it('never returns the previous phrase over many random draws', () => {
    let previous: string | undefined;
    for (let i = 0; i < 2000; i++) {
      const next = pickLoadingPhrase(previous);
      expect(next).not.toBe(previous);
      expect(LOADING_PHRASES).toContain(next);
      previous = next;
    }
  });

  it('avoids the previous phrase even when the random number points straight at it', () => {
    const phrases = ['a', 'b', 'c'];
    // 0 would pick 'a', just below 1 would pick the last: both edges of [0, 1).
    expect(pickLoadingPhrase('a', phrases, () => 0)).toBe('b');
    expect(pickLoadingPhrase('c', phrases, () => 0.999999)).toBe('b');
    expect(pickLoadingPhrase('b', phrases, () => 0.999999)).toBe('c');
  });

  it('can return any phrase when there is no previous one', () => {
    expect(pickLoadingPhrase(undefined, ['a', 'b'], () => 0)).toBe('a');
    expect(pickLoadingPhrase(undefined, ['a', 'b'], () => 0.5)).toBe('b');
  });
});
