import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import { http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

const year = new Date().getFullYear();

const holiday = (over: object = {}) => ({
  id: 'h-1',
  day: `${year}-07-03`,
  name: 'Independence Day (observed)',
  circuit: null,
  source: 's. 110.117, Fla. Stat.',
  confirmed_by_program: false,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
  ...over,
});

/** The holidays backend: what an admin reads and writes. */
function holidaysBackend() {
  const writes: { method: string; query: URLSearchParams; body: unknown }[] = [];
  const reads: URLSearchParams[] = [];
  const record = async (request: Request) => {
    writes.push({
      method: request.method,
      query: new URL(request.url).searchParams,
      body: request.method === 'DELETE' ? null : await request.json(),
    });
  };
  server.use(
    http.get(urls.rest('court_holidays'), ({ request }) => {
      reads.push(new URL(request.url).searchParams);
      return HttpResponse.json([holiday()]);
    }),
    http.post(urls.rest('court_holidays'), async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 201 });
    }),
    http.patch(urls.rest('court_holidays'), async ({ request }) => {
      await record(request);
      return HttpResponse.json([{ id: 'h-1' }]);
    }),
    http.delete(urls.rest('court_holidays'), async ({ request }) => {
      await record(request);
      return HttpResponse.json([{ id: 'h-1' }]);
    }),
    http.get(urls.rest('report_due_changes'), () =>
      HttpResponse.json([
        {
          id: 1,
          court_date_id: 'cd-1',
          previous_due_at: '2027-03-13T15:00:00Z',
          due_at: '2027-03-12T15:00:00Z',
          cause: 'Rule 2.514 applied',
          changed_at: '2026-12-01T00:00:00Z',
          court_date: {
            hearing_at: '2027-03-16T15:00:00Z',
            case: { id: 'case-3', title: 'Dependency review, Escambia', county: 'Escambia' },
          },
        },
      ]),
    ),
  );
  return { writes, reads };
}

describe('Court Holidays in Settings', () => {
  it('lets an admin list a year, add, edit and delete holidays, and see the due dates moved', async () => {
    const { writes, reads } = holidaysBackend();
    renderApp({ as: 'admin', at: paths.dashboard.settings });
    const section = await screen.findByRole('region', { name: 'Court Holidays' });
    const list = await within(section).findByRole('list', { name: `Court holidays in ${year}` });
    expect(within(list).getByText(/Independence Day \(observed\)/)).toBeInTheDocument();
    expect(within(list).getByText('Statewide · s. 110.117, Fla. Stat.')).toBeInTheDocument();
    expect(within(list).getByText('To confirm')).toBeInTheDocument();
    expect(reads[0]!.getAll('day')).toEqual([`gte.${year}-01-01`, `lte.${year}-12-31`]);

    const moved = within(section).getByRole('region', { name: 'Report due dates moved' });
    expect(
      await within(moved).findByRole('link', { name: 'Dependency review, Escambia' }),
    ).toBeInTheDocument();
    expect(moved).toHaveTextContent(
      'due Fri, Mar 12, 2027, 9:00 AM CT, was Sat, Mar 13, 2027, 9:00 AM CT. Rule 2.514 applied.',
    );

    const ui = userEvent.setup();
    await ui.click(within(section).getByRole('button', { name: 'Add Holiday' }));
    const form = within(section).getByRole('form', { name: 'Add Court Holiday' });
    await ui.click(within(form).getByRole('button', { name: 'Add Holiday' }));
    expect(within(form).getByText('Enter the date.')).toBeInTheDocument();
    expect(writes).toEqual([]);

    await ui.type(within(form).getByLabelText(/^Date/), `${year}-04-03`);
    await ui.type(within(form).getByLabelText(/^Name/), ' Good Friday ');
    await ui.selectOptions(within(form).getByLabelText('Courts closed'), '1st Circuit');
    await ui.type(within(form).getByLabelText(/^Source/), 'AO 2026-01, 1st Circuit');
    await ui.click(within(form).getByLabelText('Confirmed by the program'));
    await ui.click(within(form).getByRole('button', { name: 'Add Holiday' }));
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.body).toEqual({
      day: `${year}-04-03`,
      name: 'Good Friday',
      circuit: 1,
      source: 'AO 2026-01, 1st Circuit',
      confirmed_by_program: true,
    });
    await vi.waitFor(() =>
      expect(within(section).queryByRole('form', { name: 'Add Court Holiday' })).toBeNull(),
    );

    await ui.click(
      within(section).getByRole('button', { name: /^Edit Independence Day \(observed\)/ }),
    );
    const edit = within(section).getByRole('form', { name: 'Edit Independence Day (observed)' });
    await ui.click(within(edit).getByLabelText('Confirmed by the program'));
    await ui.click(within(edit).getByRole('button', { name: 'Save Holiday' }));
    await vi.waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]!.query.get('id')).toBe('eq.h-1');
    expect(writes[1]!.body).toMatchObject({ circuit: null, confirmed_by_program: true });

    vi.spyOn(window, 'confirm').mockReturnValueOnce(true);
    await ui.click(
      await within(section).findByRole('button', { name: /^Delete Independence Day \(observed\)/ }),
    );
    await vi.waitFor(() => expect(writes).toHaveLength(3));
    expect(writes[2]!.method).toBe('DELETE');
  });

  it('is not shown to a contractor', async () => {
    const { reads } = holidaysBackend();
    renderApp({ as: 'contractor', at: paths.dashboard.settings });
    await screen.findByRole('region', { name: 'Calendar Integration' });
    expect(screen.queryByRole('region', { name: 'Court Holidays' })).not.toBeInTheDocument();
    expect(screen.queryByText('Report due dates moved')).not.toBeInTheDocument();
    expect(reads).toEqual([]);
  });
});
