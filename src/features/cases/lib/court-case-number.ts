// Florida's Uniform Case Number, checked loosely as the database does
// (cases_court_case_number_format): an optional two-digit county code, the four-digit
// year, a two- or three-letter court type (DP dependency, DR domestic relations...), a
// sequence of up to seven digits, and optional trailing groups (party or branch codes),
// separated by hyphens or spaces. Upper-cased before the check, as the database stores it.
const PATTERN = /^([0-9]{2}[- ])?[0-9]{4}[- ][A-Z]{2,3}[- ][0-9]{1,7}([- ][A-Z0-9]{1,6})*$/;

export const COURT_CASE_NUMBER_HINT = 'For example 2026-DP-000123 or 13-2026-DP-000123-XXXX.';

export const courtCaseNumberValid = (text: string) => PATTERN.test(text.trim().toUpperCase());
