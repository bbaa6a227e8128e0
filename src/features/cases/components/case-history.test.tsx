import { render, screen } from '@testing-library/react';
import type { CaseEvent } from '../api/cases-api';
import { CaseHistory } from './case-history';

const event = (over: Partial<CaseEvent>): CaseEvent => ({
  id: 1,
  case_id: 'case-9',
  kind: 'posted',
  from_status: null,
  to_status: 'open',
  contractor_name: null,
  previous_contractor_name: null,
  actor_name: 'Alicia Admin',
  detail: null,
  created_at: '2026-10-01T12:00:00Z',
  ...over,
});

describe('Case History', () => {
  it('tells the case’s life: posting, assignment, status, contacts, court dates and reports', () => {
    render(
      <CaseHistory
        county="Duval"
        events={[
          event({ id: 1 }),
          event({
            id: 2,
            kind: 'assigned',
            to_status: 'assigned',
            contractor_name: 'Pat Contractor',
          }),
          event({
            id: 3,
            kind: 'status_changed',
            from_status: 'assigned',
            to_status: 'in_progress',
          }),
          event({
            id: 4,
            kind: 'contact_logged',
            actor_name: 'Pat Contractor',
            detail: '2026-11-02',
          }),
          event({ id: 5, kind: 'court_date_added', detail: '2026-12-01T15:00:00+00:00' }),
          event({ id: 6, kind: 'court_date_changed', detail: '2026-12-02T15:00:00+00:00' }),
          event({
            id: 7,
            kind: 'report_status_changed',
            actor_name: 'Pat Contractor',
            detail: 'not_started',
          }),
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toMatch(/Oct 1, 2026.*Alicia Admin posted the case/);
    expect(items[1]).toContain('Alicia Admin assigned the case to Pat Contractor');
    expect(items[2]).toContain('Alicia Admin changed the status to');
    expect(items[3]).toContain('Pat Contractor logged a contact on');
    expect(items[3]).toMatch(/Nov(ember)? 2, 2026/);
    expect(items[4]).toMatch(/Alicia Admin added a court date: .*Dec(ember)? 1, 2026/);
    expect(items[5]).toMatch(/Alicia Admin moved a court date to .*Dec(ember)? 2, 2026/);
    expect(items[6]).toContain('Pat Contractor marked a court report Not started');
  });
});
