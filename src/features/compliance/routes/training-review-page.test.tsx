import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import { http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

const pending = {
  id: 'tr-9',
  user_id: 'id-dana',
  title: 'Child development update',
  provider: 'National CASA/GAL Association',
  completed_on: '2026-11-10',
  hours: 7.5,
  kind: 'in_service',
  certificate_path: null,
  status: 'pending',
  review_note: null,
  reviewed_by: null,
  reviewed_at: null,
  version: 2,
  created_at: '2026-11-11T00:00:00Z',
  updated_at: '2026-11-11T00:00:00Z',
  person: { id: 'id-dana', full_name: 'Dana Delgado', email: 'dana@demo.test' },
};

function queue() {
  const decisions: Record<string, unknown>[] = [];
  let rows = [pending];
  server.use(
    http.get(urls.rest('training_records'), ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      return HttpResponse.json(rows.filter((r) => `eq.${r.status}` === status));
    }),
    http.post(urls.rpc('review_training_record'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      decisions.push(body);
      rows = rows.map((r) => ({ ...r, status: String(body.decision) }));
      return HttpResponse.json([]);
    }),
  );
  return decisions;
}

describe('Training Review', () => {
  it('approves a pending record, which then leaves the pending list', async () => {
    const decisions = queue();
    renderApp({ as: 'admin', at: paths.dashboard.training });
    const item = await screen.findByRole('listitem', { name: 'Child development update' });
    expect(item).toHaveTextContent('Dana Delgado · dana@demo.test');
    expect(item).toHaveTextContent('7.5 h');
    await userEvent.setup().click(within(item).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() =>
      expect(decisions).toEqual([{ record_id: 'tr-9', decision: 'approved', seen_version: 2 }]),
    );
    expect(await screen.findByText('No pending review training records.')).toBeVisible();
  });

  it('rejects only with a reason, which it sends', async () => {
    const decisions = queue();
    renderApp({ as: 'admin', at: paths.dashboard.training });
    const ui = userEvent.setup();
    const item = await screen.findByRole('listitem', { name: 'Child development update' });
    await ui.click(within(item).getByRole('button', { name: 'Reject' }));
    await ui.click(within(item).getByRole('button', { name: 'Reject Record' }));
    expect(within(item).getByLabelText('Reason for the rejection')).toHaveAccessibleDescription(
      expect.stringContaining('Give a reason for the rejection.'),
    );
    expect(decisions).toEqual([]);
    await ui.type(within(item).getByLabelText('Reason for the rejection'), 'No certificate');
    await ui.click(within(item).getByRole('button', { name: 'Reject Record' }));
    await vi.waitFor(() =>
      expect(decisions).toEqual([
        { record_id: 'tr-9', decision: 'rejected', seen_version: 2, reason: 'No certificate' },
      ]),
    );
  });

  it('is not offered to a contractor', async () => {
    renderApp({ as: 'contractor', at: paths.dashboard.training });
    expect(
      await screen.findByText('The Training page is not available to your account.'),
    ).toBeVisible();
  });
});
