/**
 * A name as one line of printable text, as the database keeps it (private.one_line): each
 * control character (C0, DEL, C1) and line or paragraph separator becomes a space, runs of
 * white space become one, and the ends are trimmed. Names are quoted in email subjects and
 * greetings, where a second line could forge a header.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_OR_SEPARATOR = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

export function oneLine(value: string): string {
  return value.replace(CONTROL_OR_SEPARATOR, ' ').replace(/\s+/g, ' ').trim();
}
