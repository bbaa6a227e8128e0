import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths, TRAINING_SECTION_ID } from '@/lib/paths';
import { http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

const listing = {
  id: 'case-5',
  title: 'Youth transition planning, Broward',
  type: 'pro_bono',
  county: 'Broward',
  category: 'Juvenile',
  urgency: 'High',
  compensation: null,
  created_at: '2026-11-22T12:00:00Z',
};

describe('Opportunities', () => {
  it('filters open cases on the server and keeps the filters in the URL', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      http.get(urls.rest('cases'), ({ request }) => {
        const q = new URL(request.url).searchParams;
        seen.push(q);
        const rows =
          q.get('type') === 'eq.pro_bono' ? [{ ...listing, description: 'A 17-year-old.' }] : [];
        return HttpResponse.json(rows, { headers: { 'content-range': `*/${rows.length}` } });
      }),
    );
    const { router } = renderApp({ as: 'contractor', at: paths.dashboard.opportunities });
    const ui = userEvent.setup();
    expect(await screen.findByText('No opportunities match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Paid Opportunities' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await ui.click(screen.getByRole('tab', { name: 'New Beginnings' }));
    await ui.selectOptions(screen.getByLabelText('Location'), 'Broward');
    await ui.selectOptions(screen.getByLabelText('Case type'), 'Juvenile');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?tab=pro_bono&county=Broward&type=Juvenile'),
    );
    expect(await screen.findByRole('heading', { name: listing.title })).toBeInTheDocument();
    const last = seen.at(-1)!;
    expect([
      last.get('status'),
      last.get('type'),
      last.get('county'),
      last.get('category'),
    ]).toEqual(['eq.open', 'eq.pro_bono', 'eq.Broward', 'eq.Juvenile']);
    expect(screen.getByText('High Priority')).toHaveClass('bg-red-50');
    expect(screen.getByText('Pro Bono')).toBeInTheDocument();
    expect(screen.getByText('A 17-year-old.')).toBeInTheDocument();
    expect(screen.getByText(/Mentorship available/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      paths.dashboard.case('case-5'),
    );
  });

  it('filters by any of Florida’s 67 counties, and says so', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(urls.rest('cases'), ({ request }) => {
        seen.push(new URL(request.url).searchParams.get('county'));
        return HttpResponse.json([], { headers: { 'content-range': '*/0' } });
      }),
    );
    const { router } = renderApp({ as: 'contractor', at: paths.dashboard.opportunities });
    const location = await screen.findByLabelText('Location');
    const options = within(location).getAllByRole('option');
    expect(options).toHaveLength(68);
    expect(options[0]).toHaveTextContent('All Counties');
    expect(options[1]).toHaveTextContent('Alachua County');
    expect(location).toHaveAccessibleDescription('All 67 Florida counties');
    await userEvent.setup().selectOptions(location, 'Leon');
    await waitFor(() => expect(router.state.location.search).toBe('?county=Leon'));
    await waitFor(() => expect(seen.at(-1)).toBe('eq.Leon'));
  });

  it('gives a free user the redacted listing, never the cases table', async () => {
    let rpcQuery: URLSearchParams | null = null;
    server.use(
      http.get(urls.rest('cases'), () =>
        HttpResponse.json({ message: 'must not be called' }, { status: 500 }),
      ),
      http.get(urls.rpc('open_case_listings'), ({ request }) => {
        rpcQuery = new URL(request.url).searchParams;
        return HttpResponse.json([{ ...listing, type: 'paid', compensation: '$50/hour' }]);
      }),
    );
    renderApp({ as: 'free', at: `${paths.dashboard.opportunities}?county=Broward` });
    expect(await screen.findByRole('heading', { name: listing.title })).toBeInTheDocument();
    expect(rpcQuery!.get('county')).toBe('eq.Broward');
    expect(rpcQuery!.get('select')).not.toContain('description');
    expect(screen.getByText('$50/hour')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enroll to view details' })).toHaveAttribute(
      'href',
      paths.dashboard.enroll,
    );
  });

  it('tells a contractor why they cannot accept a case, in the same request as the listing', async () => {
    const reason = 'You are not in good standing: 7.5 in-service hours still needed for 2026';
    let select: string | null = null;
    server.use(
      http.get(urls.rest('cases'), ({ request }) => {
        select = new URL(request.url).searchParams.get('select');
        const row = {
          ...listing,
          type: 'paid',
          description: 'Neglect alleged.',
          abuse_allegation: true,
          accept_blocker: reason,
        };
        return HttpResponse.json([row], { headers: { 'content-range': '*/1' } });
      }),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.opportunities });
    const card = (await screen.findByRole('heading', { name: listing.title })).closest('li')!;
    expect(select).toContain('accept_blocker');
    expect(card).toHaveTextContent(`You cannot accept this case. ${reason}.`);
    expect(within(card).getByText('Abuse allegation')).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'Your training and eligibility' }),
    ).toHaveAttribute('href', paths.dashboard.profileSection(TRAINING_SECTION_ID));
    expect(within(card).queryByRole('button', { name: 'Accept Case' })).toBeNull();
  });
});
