// The application forms in the visitor's language. The forms, their field lists and their
// schemas are written in English (tests and the stored values read the same way); what a
// person reads passes through `tr` on its way to the screen, which looks the English up in
// the active language's catalog (ids `application.*`). Words with no entry (a name, a
// circuit, what someone typed) show as they are.
import { i18n } from '@lingui/core';
import { fieldsText } from './application-text-fields';
import { messagesText } from './application-text-messages';

const tables = new Map<string, Record<string, string>>();

function table(): Record<string, string> {
  let found = tables.get(i18n.locale);
  if (!found) {
    found = { ...fieldsText(), ...messagesText() };
    tables.set(i18n.locale, found);
  }
  return found;
}

/** `english` in the language now active. */
export function tr(english: string): string;
export function tr(english: string | undefined): string | undefined;
export function tr(english: string | undefined): string | undefined {
  if (english === undefined) return undefined;
  return table()[english] ?? english;
}
