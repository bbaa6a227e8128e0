// Every user-written value put into an email (names, titles, case details) goes through
// oneLine: the emails are plain text, so escaping means no value can start a new line
// (a forged header in the subject or To: name, or forged text in the body) or carry a
// terminal escape or other control character. Each such character becomes a space, runs
// of white space become one, and the ends are trimmed. The database already keeps names
// on one line (private.one_line); this holds for every other column too.
// deno-lint-ignore no-control-regex
const CONTROL_OR_SEPARATOR = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g; // eslint-disable-line no-control-regex

export function oneLine(value: string | null | undefined): string {
  return (value ?? '').replace(CONTROL_OR_SEPARATOR, ' ').replace(/\s+/g, ' ').trim();
}
