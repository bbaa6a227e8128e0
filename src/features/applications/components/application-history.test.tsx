import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApplicationEvent } from '../api/applications-api';
import { ApplicationHistory } from './application-history';

const decided: ApplicationEvent = {
  id: 2,
  application_id: 'app-1',
  application_kind: 'contractor',
  applicant_id: 'id-applicant',
  from_status: 'pending',
  to_status: 'approved',
  reason: 'Welcome aboard',
  reason_code: 'references_confirmed',
  created_at: '2026-11-21T09:00:00Z',
  actor: null,
  note: null,
};

describe('ApplicationHistory', () => {
  it('tells someone who may not know who decided what happened and when, by the program', () => {
    render(<ApplicationHistory events={[decided]} />);
    expect(screen.getByText('Pending → Approved')).toBeInTheDocument();
    expect(screen.getByText(/Nov 21, 2026, .* by the program/)).toBeInTheDocument();
  });

  it('names the admin who decided for an admin', () => {
    render(
      <ApplicationHistory
        events={[{ ...decided, actor: { full_name: 'Pat Admin', email: 'admin@example.test' } }]}
      />,
    );
    expect(screen.getByText(/by Pat Admin/)).toBeInTheDocument();
  });
});
