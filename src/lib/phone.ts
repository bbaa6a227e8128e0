// Phone numbers people type into the public forms and applications.
/** Only what a written phone number holds: digits, +, brackets, dots, dashes and spaces. */
const PHONE_CHARS = /^[+()\d\s.-]+$/;
/** An extension after the number: "ext. 12", "extension 12", "x12", "#12". */
const EXTENSION = /\s*(?:ext\.?|extension|x|#)\s*\d{1,6}$/i;

/**
 * A number someone can call back: a US number with its area code (10 digits, or 11 starting
 * with 1), or an international one written with + (8 to 15 digits, E.164), with an optional
 * extension. "12" or "555-0100" cannot be dialled from Florida, so they are refused.
 */
export function isPhoneNumber(value: string): boolean {
  const number = value.trim().replace(EXTENSION, '');
  if (!PHONE_CHARS.test(number)) return false;
  const digits = number.replace(/\D/g, '');
  if (number.startsWith('+')) {
    if (digits.startsWith('1')) return digits.length === 11;
    return digits.length >= 8 && digits.length <= 15;
  }
  return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
}
