import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import { http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

const DAY = 24 * 3600 * 1000;

function galApplication(status: string, decidedDaysAgo: number | null = null) {
  const decided = decidedDaysAgo === null ? null : new Date(Date.now() - decidedDaysAgo * DAY);
  server.use(
    http.get(urls.rest('contractor_applications'), () =>
      HttpResponse.json([
        {
          id: 'gal-1',
          status,
          created_at: '2026-05-01T10:00:00Z',
          reviewed_at: decided?.toISOString() ?? null,
          status_reason_code: decided ? 'qualifications_not_met' : null,
          status_reason: decided ? 'Two years of advocacy first, please.' : null,
          full_name: 'Pat Free',
          email: 'free@example.test',
        },
      ]),
    ),
  );
}

beforeEach(() => localStorage.clear());

describe('/apply after choosing the GAL path', () => {
  it('takes the applicant to the revealed form: its heading is focused', async () => {
    renderApp({ as: 'free', at: paths.choosePath });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Apply as Guardian ad Litem' }),
    );
    const heading = await screen.findByRole('heading', {
      name: 'Family Law Guardian ad Litem Application',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(await screen.findByRole('textbox', { name: 'Full Name' })).toBeInTheDocument();
    // The email is the account's, as the database requires.
    expect(screen.getAllByRole('textbox', { name: 'Email' })[0]).toHaveAttribute('readonly');
  });

  it('tells a recently rejected applicant when they may apply again, with the reason, instead of the form', async () => {
    galApplication('rejected', 7);
    localStorage.setItem('showGalForm', 'true');
    renderApp({ as: 'free', at: paths.apply });
    const card = await screen.findByRole('region', { name: 'Your GAL Contractor Application' });
    expect(card).toHaveTextContent(/You may apply again from \w+ \d{1,2}, \d{4}\./);
    expect(card).toHaveTextContent('Reason: Does not meet the qualifications');
    expect(card).toHaveTextContent('Two years of advocacy first, please.');
    expect(screen.queryByRole('textbox', { name: 'Full Name' })).not.toBeInTheDocument();
  });

  it('shows an application under review instead of a second form', async () => {
    galApplication('pending');
    localStorage.setItem('showGalForm', 'true');
    renderApp({ as: 'free', at: paths.apply });
    const card = await screen.findByRole('region', { name: 'Your GAL Contractor Application' });
    expect(card).toHaveTextContent('Background check initiation');
    expect(screen.queryByRole('textbox', { name: 'Full Name' })).not.toBeInTheDocument();
  });

  it('offers the form again six months after a rejection', async () => {
    galApplication('rejected', 200);
    localStorage.setItem('showGalForm', 'true');
    renderApp({ as: 'free', at: paths.apply });
    expect(await screen.findByRole('textbox', { name: 'Full Name' })).toBeInTheDocument();
  });

  it('tells a contractor they are one already', async () => {
    localStorage.setItem('showGalForm', 'true');
    renderApp({ as: 'contractor', at: paths.apply });
    const card = await screen.findByRole('region', { name: 'You are already a GAL contractor' });
    expect(card).toHaveTextContent('Your account already takes cases');
    expect(screen.queryByRole('textbox', { name: 'Full Name' })).not.toBeInTheDocument();
  });
});
