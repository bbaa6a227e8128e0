import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import { http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

const CASE = '00000000-0000-4000-8000-0000000ca5e4';
const CARLOS = '00000000-0000-4000-8000-00000000c001';

function entry(i: number, overrides: object = {}) {
  return {
    id: 1000 - i,
    // One a minute, back from 15:00 UTC (10:00 AM Eastern) on 20 November.
    at: new Date(Date.UTC(2026, 10, 20, 15, 0) - i * 60_000).toISOString(),
    actor_id: CARLOS,
    actor_name: 'Carlos Contractor',
    table_name: 'cases',
    row_id: CASE,
    subject_name: null,
    case_id: CASE,
    case_title: 'Parenting plan modification, Orange',
    operation: 'view',
    changes: {},
    ...overrides,
  };
}

type Body = Record<string, unknown>;

/** activity_entries as the database pages it: after the cursor, at most max_rows. */
function logBackend(rows: ReturnType<typeof entry>[]) {
  const asked: Body[] = [];
  server.use(
    http.post(urls.rpc('activity_entries'), async ({ request }) => {
      const body = (await request.json()) as Body;
      asked.push(body);
      const ops = body.operations as string[] | undefined;
      const kept = rows
        .filter((r) => !body.for_person || r.actor_id === body.for_person)
        .filter((r) => !ops || ops.includes(r.operation))
        .filter((r) => !body.after_id || r.id < (body.after_id as number));
      return HttpResponse.json(kept.slice(0, body.max_rows as number));
    }),
  );
  return asked;
}

const original = { create: URL.createObjectURL, click: HTMLAnchorElement.prototype.click };
afterEach(() => {
  URL.createObjectURL = original.create;
  HTMLAnchorElement.prototype.click = original.click;
});

it('lists the log newest first in Eastern time, pages on, and filters by person and kind', async () => {
  const rows = [
    entry(0, {
      operation: 'update',
      table_name: 'case_contacts',
      changes: { notes: { old: 'a', new: 'b' } },
      actor_id: 'id-admin',
      actor_name: 'Alicia Admin',
    }),
    ...Array.from({ length: 60 }, (_, i) => entry(i + 1)),
  ];
  const asked = logBackend(rows);
  const user = userEvent.setup();
  renderApp({ as: 'admin', at: paths.dashboard.activity });

  const list = await screen.findByRole('list', { name: 'Activity' });
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(50);
  expect(items[0]).toHaveTextContent('Alicia Admin Changed contact: notes');
  expect(items[0]).toHaveTextContent('Fri, Nov 20, 2026, 10:00 AM ET');
  expect(items[1]).toHaveTextContent('Carlos Contractor Viewed the case page');
  await user.click(within(items[0]!).getByText('Old and new values'));
  expect(within(items[0]!).getByText('a → b')).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'Show older activity' }));
  expect(await within(list).findAllByRole('listitem')).toHaveLength(61);
  expect(asked.at(-1)).toMatchObject({ after_id: rows[49]!.id, after_at: rows[49]!.at });
  expect(screen.queryByRole('button', { name: 'Show older activity' })).toBeNull();

  await user.click(
    screen.getAllByRole('button', { name: 'Show only activity by or about Carlos Contractor' })[0]!,
  );
  expect(
    await screen.findByRole('button', { name: /By or about Carlos Contractor/ }),
  ).toBeVisible();
  expect(asked.at(-1)).toMatchObject({ for_person: CARLOS });
  expect(asked.at(-1)).not.toHaveProperty('after_id');

  await user.selectOptions(screen.getByLabelText('Kind'), 'Changed a record');
  expect(await screen.findByRole('heading', { name: 'No activity' })).toBeVisible();
  expect(asked.at(-1)).toMatchObject({
    for_person: CARLOS,
    operations: ['insert', 'update', 'delete'],
  });
});

it('sends the chosen days as Eastern midnights', async () => {
  const asked = logBackend([entry(0)]);
  renderApp({ as: 'admin', at: `${paths.dashboard.activity}?from=2026-07-01&to=2026-07-31` });
  await screen.findByRole('list', { name: 'Activity' });
  expect(asked.at(-1)).toMatchObject({
    since: '2026-07-01T04:00:00.000Z',
    until: '2026-08-01T04:00:00.000Z',
  });
});

it('exports what the filters keep as a formula-escaped CSV, and records the export', async () => {
  logBackend([entry(0, { case_title: '=HYPERLINK("http://x")' })]);
  const recorded: Body[] = [];
  server.use(
    http.post(urls.rpc('record_export'), async ({ request }) => {
      recorded.push((await request.json()) as Body);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const files: Blob[] = [];
  URL.createObjectURL = (blob: Blob) => {
    files.push(blob);
    return 'blob:activity';
  };
  HTMLAnchorElement.prototype.click = () => undefined;
  const user = userEvent.setup();
  renderApp({ as: 'admin', at: `${paths.dashboard.activity}?kind=viewed` });

  await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
  expect(await screen.findByText('Exported 1 entries.')).toBeVisible();
  const csv = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(files[0]!);
  });
  expect(csv).toContain('When (UTC),When (Eastern),Who,Action,Case');
  expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
  expect(recorded).toEqual([
    expect.objectContaining({
      dataset: 'audit_log',
      row_count: 1,
      filter: expect.objectContaining({ operations: ['view'] }),
    }),
  ]);
});

it('lists reported error groups with their counts', async () => {
  server.use(
    http.get(urls.rest('client_error_groups'), () =>
      HttpResponse.json([
        {
          id: 1,
          fingerprint: 'f'.repeat(32),
          kind: 'error',
          message: "Cannot read properties of undefined (reading 'title')",
          top_frame: 'at CaseHeader (assets/case-page.js:1:2)',
          stack: 'TypeError: ...',
          route: '/dashboard/cases/:id',
          release: '2026.11.29',
          browser: 'Chrome 131',
          count: 14,
          first_seen: '2026-11-18T15:00:00Z',
          last_seen: '2026-11-20T15:00:00Z',
        },
      ]),
    ),
  );
  renderApp({ as: 'admin', at: paths.dashboard.activityErrors() });
  const list = await screen.findByRole('list', { name: 'Reported errors' });
  expect(list).toHaveTextContent("Cannot read properties of undefined (reading 'title')");
  expect(list).toHaveTextContent('14 times');
  expect(list).toHaveTextContent('/dashboard/cases/:id');
  expect(screen.getByRole('link', { name: 'Errors' })).toHaveAttribute('aria-current', 'page');
});

it('is not offered to a contractor', async () => {
  renderApp({ as: 'contractor', at: paths.dashboard.activity });
  expect(await screen.findByRole('heading', { name: /Welcome/ })).toBeVisible();
  expect(screen.queryByRole('link', { name: 'Activity' })).toBeNull();
});
