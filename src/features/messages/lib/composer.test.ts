import { describe, expect, it } from 'vitest';
import { composerKeyAction, sendableBody } from './composer';

describe('composer keys', () => {
  it('sends on Enter and adds a line on Shift+Enter', () => {
    expect(composerKeyAction({ key: 'Enter', shiftKey: false })).toBe('send');
    expect(composerKeyAction({ key: 'Enter', shiftKey: true })).toBe('newline');
  });
  it('leaves other keys and an input method’s Enter alone', () => {
    expect(composerKeyAction({ key: 'a', shiftKey: false })).toBeNull();
    expect(composerKeyAction({ key: 'Enter', shiftKey: false, isComposing: true })).toBeNull();
  });
  it('sends trimmed text, never a blank or over-long message', () => {
    expect(sendableBody('  hi\nthere  ')).toBe('hi\nthere');
    expect(sendableBody(' \n ')).toBeNull();
    expect(sendableBody('x'.repeat(5001))).toBeNull();
  });
});
