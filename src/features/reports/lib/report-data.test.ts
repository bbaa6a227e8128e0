import { describe, expect, it } from 'vitest';
import { DEMO_REPORT } from './demo-report';
import { groupContacts, visitSummary, type ReportData } from './report-data';

const withContacts = (contacts: ReportData['contacts']): ReportData => ({
  ...DEMO_REPORT,
  period: { start: '2027-01-01', end: '2027-03-01', default_start: '2027-01-01' },
  contacts,
});

const contact = (
  contact_date: string,
  over: Partial<ReportData['contacts'][number]> = {},
): ReportData['contacts'][number] => ({
  id: contact_date,
  contact_date,
  contact_type: 'In-person contact',
  in_person: true,
  contact_with: ['child'],
  contact_made: true,
  minutes: 60,
  miles: 0,
  notes: '',
  ...over,
});

describe('visits with the child', () => {
  it('counts only in-person visits made with the child, and the longest gap from the period’s start to its end', () => {
    const summary = visitSummary(
      withContacts([
        contact('2027-01-10'),
        contact('2027-01-20', { contact_made: false }),
        contact('2027-01-25', { in_person: false, contact_type: 'Phone call' }),
        contact('2027-02-05', { contact_with: ['caregiver'] }),
        contact('2027-02-14', { contact_with: ['child', 'parent'] }),
      ]),
    );
    expect(summary).toEqual({
      count: 2,
      dates: ['2027-01-10', '2027-02-14'],
      longestGap: 35,
      interval: 30,
      withinInterval: false,
    });
  });

  it('with no visit, the whole period is the gap', () => {
    expect(visitSummary(withContacts([])).longestGap).toBe(59);
  });
});

describe('contact groups', () => {
  it('lists a contact under each group of the people it was with, every group present', () => {
    const groups = groupContacts([
      contact('2027-01-10', { contact_with: ['child', 'foster_parent'] }),
    ]);
    expect(groups.map((g) => g.key)).toEqual([
      'child',
      'parents',
      'caregivers',
      'caseworker',
      'school',
      'providers',
      'legal',
      'other',
    ]);
    expect(groups.filter((g) => g.hasContacts).map((g) => g.key)).toEqual(['child', 'caregivers']);
    expect(groups.find((g) => g.key === 'caregivers')!.contacts[0]!.with).toBe(
      'child, foster parent',
    );
    expect(groups.find((g) => g.key === 'legal')!.none).toBe(
      'No contacts with attorneys or the court in this period.',
    );
  });

  it('groups by person where the contacts name people, children first, the rest under Other contacts', () => {
    const sibling = contact('2027-01-12', {
      contact_with: ['child', 'caseworker'],
      people: ['Leo Rivera', 'Maya Rivera', 'Dana Brooks (caseworker)'],
    });
    const groups = groupContacts(
      [
        contact('2027-01-20', { people: ['Maya Rivera'] }),
        sibling,
        contact('2027-01-25', { contact_type: 'Phone call', contact_with: ['attorney'] }),
      ],
      [
        { name: 'Leo Rivera', role: 'child', is_child: true },
        { name: 'Maya Rivera', role: 'child', is_child: true },
        { name: 'Dana Brooks', role: 'caseworker', is_child: false },
      ],
    );
    expect(groups.map((g) => [g.heading, g.contacts.map((c) => c.date)])).toEqual([
      ['Leo Rivera', ['Jan 12, 2027']],
      ['Maya Rivera', ['Jan 12, 2027', 'Jan 20, 2027']],
      ['Dana Brooks (caseworker)', ['Jan 12, 2027']],
      ['Other contacts', ['Jan 25, 2027']],
    ]);
    expect(groups[0]!.contacts[0]!.with).toBe('Leo Rivera, Maya Rivera, Dana Brooks (caseworker)');
  });
});
