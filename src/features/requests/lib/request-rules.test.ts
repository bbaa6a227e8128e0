// The English catalog, active: the rules' texts are read in the page's language.
import '@/lib/i18n';
import {
  COUNTY_OPTIONS,
  EMPTY_DRAFT,
  LIMITS,
  validateRequest,
  type RequestDraft,
} from './request-rules';
import { formatDuration } from './time';

const valid: RequestDraft = {
  caseType: 'Relocation Case',
  county: 'Leon County',
  name: 'Derek Holloway',
  email: 'derek@example.com',
  phone: '(850) 555-0199',
  details: 'Mother wants to relocate with our daughters.',
  urgent: false,
};

describe('the county list', () => {
  it('has all 67 Florida counties, sorted, shown as "X County"', () => {
    const labels = COUNTY_OPTIONS.map((o) => o.label);
    expect(labels).toHaveLength(67);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
    expect(labels.every((l) => / County$/.test(l))).toBe(true);
    expect(labels[0]).toBe('Alachua County');
    expect(labels).toContain('Miami-Dade County');
    expect(labels.at(-1)).toBe('Washington County');
  });
});

describe('request rules', () => {
  it('accepts a complete request', () => {
    expect(validateRequest(valid)).toEqual({});
  });

  it('requires case type, county, name, email, phone and details', () => {
    expect(Object.keys(validateRequest(EMPTY_DRAFT)).sort()).toEqual(
      ['caseType', 'county', 'details', 'email', 'name', 'phone'].sort(),
    );
  });

  it('treats blanks as empty and checks the email and phone shapes', () => {
    const errors = validateRequest({ ...valid, name: '   ', email: 'derek@', phone: 'call me' });
    expect(errors).toEqual({
      name: 'Enter your name.',
      email: 'Enter an email address like name@example.com.',
      phone:
        'Enter a phone number with its area code, like (305) 555-0123, with "ext. 12" after it if you have an extension.',
    });
  });

  it.each([
    '(305) 555-0123',
    '305-555-0123',
    '305.555.0123',
    '3055550123',
    '1 305 555 0123',
    '+1 (305) 555-0123',
    '(305) 555-0123 ext. 12',
    '305-555-0123 x4',
    '305 555 0123 extension 1234',
    '305-555-0123 #7',
    '+509 3456 7890',
  ])('accepts the phone %s: US with area code, an extension, or international with +', (phone) => {
    expect(validateRequest({ ...valid, phone }).phone).toBeUndefined();
  });

  it.each([
    '12',
    '555-0123',
    '305-555-01234',
    '2 305 555 0123',
    'call me',
    '+1 305 555 012',
    '305-555-0123 ext',
  ])('refuses the phone %s: nobody could call it back', (phone) => {
    expect(validateRequest({ ...valid, phone }).phone).toMatch(/area code/);
  });

  it('asks for a real description, not a word', () => {
    expect(validateRequest({ ...valid, details: 'x' }).details).toBe(
      'Please tell us a little more (at least 20 characters): who is involved, what the case is about and what help you need.',
    );
    expect(
      validateRequest({ ...valid, details: '  Custody hearing soon  ' }).details,
    ).toBeUndefined();
  });

  it.each([
    'me@example.com?cc=attacker@evil.test',
    'me@example.com?bcc=attacker%40evil.test',
    'me@example.com&subject=hi',
    'me @example.com',
    'me@localhost',
  ])('refuses %s: an email is one address, with nothing for a mailto link to carry', (email) => {
    expect(validateRequest({ ...valid, email }).email).toBe(
      'Enter an email address like name@example.com.',
    );
  });

  it('accepts an address with an apostrophe, a plus and subdomains', () => {
    expect(validateRequest({ ...valid, email: "o'brien+gal@mail.example.co.uk" })).toEqual({});
  });

  it('refuses a case type or county not on the lists', () => {
    expect(validateRequest({ ...valid, caseType: 'Tax audit', county: 'Leon' })).toEqual({
      caseType: 'Choose a case type.',
      county: 'Choose a county.',
    });
  });

  it('caps the lengths the database caps', () => {
    const errors = validateRequest({ ...valid, details: 'x'.repeat(LIMITS.details + 1) });
    expect(errors).toEqual({ details: 'Case details must be at most 10,000 characters.' });
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [75, '1:15'],
    [120, '2:00'],
  ])('%i seconds is %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});
