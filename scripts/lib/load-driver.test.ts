// The load test's row check: what it lets through and what it
// counts as a row shown to the wrong user, rule by rule. It decides the
// "0 wrong rows" budget, so each rule has an allowed and a refused case.
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { mayRead, type Role, type SimUser } from './load-driver';

const ME = '00000000-0000-4000-8000-0000000000aa';
const OTHER = '00000000-0000-4000-8000-0000000000bb';
const MY_CASE = '00000000-0000-4000-8000-0000000000c1';
const OTHER_CASE = '00000000-0000-4000-8000-0000000000c2';

const user = (role: Role): SimUser => ({
  role,
  email: `${role}@scale.demo.test`,
  id: ME,
  client: createClient('http://127.0.0.1:1', 'anon'),
  participantCases: new Set([MY_CASE]),
  participantList: [MY_CASE],
  loggableCases: [MY_CASE],
});

describe('mayRead', () => {
  it('lets a contractor read open cases and their own, not another contractor’s', () => {
    const me = user('contractor');
    expect(mayRead(me, 'cases', { status: 'open', contractor_id: null })).toBe(true);
    expect(mayRead(me, 'cases', { status: 'in_progress', contractor_id: ME })).toBe(true);
    expect(mayRead(me, 'cases', { status: 'in_progress', contractor_id: OTHER })).toBe(false);
  });

  it('shows an applicant no open case: they are not an active contractor', () => {
    expect(mayRead(user('applicant'), 'cases', { status: 'open', contractor_id: null })).toBe(
      false,
    );
  });

  it('keeps time entries, applications and their events to their owner', () => {
    const me = user('applicant');
    expect(mayRead(me, 'time_entries', { user_id: ME })).toBe(true);
    expect(mayRead(me, 'time_entries', { user_id: OTHER })).toBe(false);
    expect(mayRead(me, 'contractor_applications', { user_id: ME })).toBe(true);
    expect(mayRead(me, 'contractor_applications', { user_id: OTHER })).toBe(false);
    expect(mayRead(me, 'application_events', { applicant_id: ME })).toBe(true);
    expect(mayRead(me, 'application_events', { applicant_id: OTHER })).toBe(false);
  });

  it('shows messages of the cases the user takes part in only', () => {
    const me = user('contractor');
    expect(mayRead(me, 'messages', { case_id: MY_CASE, sender_id: OTHER })).toBe(true);
    expect(mayRead(me, 'messages', { case_id: OTHER_CASE, sender_id: ME })).toBe(false);
  });

  it('lets an admin read every row', () => {
    const admin = user('admin');
    expect(mayRead(admin, 'cases', { status: 'completed', contractor_id: OTHER })).toBe(true);
    expect(mayRead(admin, 'messages', { case_id: OTHER_CASE })).toBe(true);
    expect(mayRead(admin, 'time_entries', { user_id: OTHER })).toBe(true);
  });

  it('refuses a table it has no rule for, rather than passing its rows', () => {
    expect(() => mayRead(user('contractor'), 'invoices', {})).toThrow(/no visibility rule/);
  });
});
