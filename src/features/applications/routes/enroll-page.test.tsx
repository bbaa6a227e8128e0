import { screen } from '@testing-library/react';
import { paths } from '@/lib/paths';
import { http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

function contractorApplications(
  ...rows: { status: string; created_at: string; reviewed_at?: string }[]
) {
  server.use(
    http.get(urls.rest('contractor_applications'), () =>
      HttpResponse.json(
        rows.map((r, i) => ({
          id: `gal-${i}`,
          reviewed_at: null,
          full_name: 'Pat Free',
          email: 'free@example.test',
          ...r,
        })),
      ),
    ),
  );
}

describe('Enroll page', () => {
  it('gives a free user who has not applied the GAL application form', async () => {
    renderApp({ as: 'free', at: paths.dashboard.enroll });
    expect(
      await screen.findByRole('heading', { name: 'Family Law Guardian ad Litem Application' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Full Name' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply as a GAL Assistant' })).toHaveAttribute(
      'href',
      paths.applyAssistant,
    );
  });

  it('shows an application under review with its next steps instead of a second form', async () => {
    contractorApplications({ status: 'pending', created_at: '2026-11-20T10:00:00Z' });
    renderApp({ as: 'free', at: paths.dashboard.enroll });
    const card = await screen.findByRole('region', { name: 'Your GAL Contractor Application' });
    expect(card).toHaveTextContent('Submitted November 20, 2026');
    expect(card).toHaveTextContent(
      'Your application is being reviewed by our team. We will contact you within 3-5 business days with an update.',
    );
    expect(card).toHaveTextContent('Background check initiation');
    expect(screen.queryByRole('textbox', { name: 'Full Name' })).not.toBeInTheDocument();
  });

  it('tells a recently rejected applicant when they may apply again', async () => {
    const decided = new Date(Date.now() - 7 * 24 * 3600 * 1000).toISOString();
    contractorApplications({ status: 'rejected', created_at: decided, reviewed_at: decided });
    renderApp({ as: 'free', at: paths.dashboard.enroll });
    const card = await screen.findByRole('region', { name: 'Your GAL Contractor Application' });
    expect(card).toHaveTextContent('You may reapply in 6 months.');
    expect(card).toHaveTextContent(/You may apply again from \w+ \d{1,2}, \d{4}\./);
    expect(screen.queryByRole('textbox', { name: 'Full Name' })).not.toBeInTheDocument();
  });
});
