import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import { http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';
import { caseList, caseRow } from '../lib/cases.fixtures';

const openCase = caseRow();

describe('Case Management', () => {
  it('shows a free user the enrollment panel instead of cases', async () => {
    renderApp({ as: 'free', at: paths.dashboard.cases });
    expect(
      await screen.findByRole('heading', { name: 'Become a GAL Contractor' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Start Enrollment/ })).toHaveAttribute(
      'href',
      paths.dashboard.enroll,
    );
  });

  it('shows a contractor with no cases the Ready to Take Cases panel', async () => {
    server.use(http.get(urls.rest('cases'), () => caseList([])));
    renderApp({ as: 'contractor', at: paths.dashboard.cases });

    expect(await screen.findByRole('heading', { name: 'Ready to Take Cases' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Opportunities' })).toBeInTheDocument();
  });

  it('reports a failed load with SPEC’s text, in plain words for the database’s own', async () => {
    server.use(
      http.get(urls.rest('cases'), () =>
        HttpResponse.json({ code: 'XX000', message: 'database is down' }, { status: 500 }),
      ),
    );
    renderApp({ as: 'admin', at: paths.dashboard.cases });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading cases: Something went wrong on our side. Please try again.',
    );
  });

  it('sends status, search and page to the server and keeps them in the URL', async () => {
    const seen: URLSearchParams[] = [];
    const answer = ({ request }: { request: Request }) => {
      seen.push(new URL(request.url).searchParams);
      return caseList([openCase]);
    };
    server.use(http.get(urls.rest('cases'), answer), http.get(urls.rpc('search_cases'), answer));
    const { router } = renderApp({ as: 'admin', at: paths.dashboard.cases });
    const ui = userEvent.setup();
    await screen.findByRole('heading', { name: openCase.title });
    await ui.selectOptions(screen.getByLabelText('Status'), 'open');
    await ui.type(screen.getByLabelText('Search'), 'Miami');
    await ui.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=open&q=Miami'));
    await waitFor(() => expect(seen.at(-1)?.get('status')).toBe('eq.open'));
    const last = seen.at(-1)!;
    expect(last.get('query')).toBe('Miami');
    expect(last.get('offset')).toBe('0');
    expect(last.get('limit')).toBe('10');
  });

  it('tells a contractor who lost the accept race in the case’s place and refreshes the list', async () => {
    let loads = 0;
    const other = { ...openCase, id: 'case-2', title: 'Custody study, Broward' };
    server.use(
      http.get(urls.rest('cases'), () => {
        loads += 1;
        return caseList(loads === 1 ? [openCase, other] : [other]);
      }),
      http.post(urls.rpc('accept_case'), () => HttpResponse.json([])),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.cases });
    const title = await screen.findByRole('heading', { name: openCase.title });
    await userEvent
      .setup()
      .click(within(title.closest('li')!).getByRole('button', { name: 'Accept Case' }));
    await waitFor(() => expect(loads).toBe(2));
    const place = screen.getByRole('heading', { name: openCase.title }).closest('li')!;
    expect(within(place).getByRole('alert')).toHaveTextContent('This case was already taken');
    expect(within(place).queryByRole('button', { name: 'Accept Case' })).toBeNull();
    expect(place.parentElement!.firstElementChild).toBe(place);
    expect(screen.queryByText(/Case accepted/)).toBeNull();
  });

  it('accepts once on a double click and says so on the card', async () => {
    let accepts = 0;
    let taken = false;
    let release = () => {};
    const answer = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(urls.rest('cases'), () =>
        caseList([
          taken ? { ...openCase, status: 'assigned', contractor_id: 'id-contractor' } : openCase,
        ]),
      ),
      http.post(urls.rpc('accept_case'), async () => {
        accepts += 1;
        // The first request wins; a second one would find the case gone.
        if (taken) return HttpResponse.json([]);
        taken = true;
        // The answer waits until both clicks are in.
        await answer;
        return HttpResponse.json([
          { ...openCase, status: 'assigned', contractor_id: 'id-contractor' },
        ]);
      }),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.cases });
    const card = (await screen.findByRole('heading', { name: openCase.title })).closest('li')!;
    const ui = userEvent.setup();
    await ui.dblClick(within(card).getByRole('button', { name: 'Accept Case' }));
    release();
    expect(await within(card).findByRole('status')).toHaveTextContent(
      'Case accepted — it is now in your cases',
    );
    expect(accepts).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(card).getByText('Assigned')).toBeVisible();
  });

  it('lets an admin post a case with county, category and urgency', async () => {
    let posted: Record<string, unknown> | null = null;
    server.use(
      http.post(urls.rest('cases'), async ({ request }) => {
        posted = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...openCase, id: 'case-new' }, { status: 201 });
      }),
    );
    const { router } = renderApp({ as: 'admin', at: paths.dashboard.cases });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'New Case' }));
    expect(screen.queryByRole('button', { name: 'New Case' })).not.toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Create Case' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Title, description and county are required.',
    );
    await ui.type(screen.getByLabelText('Title'), 'Delinquency disposition');
    await ui.type(screen.getByLabelText('Description'), 'A 15-year-old awaiting disposition.');
    await ui.selectOptions(screen.getByLabelText('County'), 'Orange');
    await ui.selectOptions(screen.getByLabelText('Category'), 'Juvenile');
    await ui.selectOptions(screen.getByLabelText('Urgency'), 'High');
    await ui.type(screen.getByLabelText('Compensation'), '$1,200 flat fee');
    await ui.click(screen.getByRole('button', { name: 'Create Case' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(paths.dashboard.case('case-new')),
    );
    expect(posted).toMatchObject({
      title: 'Delinquency disposition',
      type: 'paid',
      county: 'Orange',
      category: 'Juvenile',
      urgency: 'High',
      compensation: '$1,200 flat fee',
      admin_id: 'id-admin',
      status: 'open',
    });
    // Typing a whole form takes a while on a busy shared machine.
  }, 20_000);
});
