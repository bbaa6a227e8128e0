// The composer's keys: Enter sends, Shift+Enter is a new line, and Enter while an
// input method is composing (e.g. Japanese) finishes the composition instead.
export const MESSAGE_MAX_LENGTH = 5000;

export function composerKeyAction(event: {
  key: string;
  shiftKey: boolean;
  isComposing?: boolean;
}): 'send' | 'newline' | null {
  if (event.key !== 'Enter' || event.isComposing) return null;
  return event.shiftKey ? 'newline' : 'send';
}

/** The text to send, or null when there is nothing to send. */
export function sendableBody(draft: string): string | null {
  const body = draft.trim();
  return body === '' || body.length > MESSAGE_MAX_LENGTH ? null : body;
}
