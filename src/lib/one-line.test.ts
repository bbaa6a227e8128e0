import { describe, expect, it } from 'vitest';
import { oneLine } from './one-line';

describe('oneLine', () => {
  it('keeps a plain name as it is', () => {
    expect(oneLine('María José Pérez-Núñez')).toBe('María José Pérez-Núñez');
  });

  it('turns line breaks, tabs, escapes and separators into single spaces', () => {
    expect(oneLine('Mallory\r\nBcc: victim@example.test')).toBe('Mallory Bcc: victim@example.test');
    expect(oneLine('\tEve\u0007\u001b[31m  Evil\u2028x\u0085 ')).toBe('Eve [31m Evil x');
  });
});
