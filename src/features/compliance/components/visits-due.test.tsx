import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { paths } from '@/lib/paths';
import { http, HttpResponse, myShell, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

// As visits_due() answers (no child on these cases, so each case is one line): oldest first, the clock from the last visit or the assignment.
const rows = [
  {
    case_id: 'case-never',
    case_title: 'Smith children, Leon',
    county: 'Leon',
    contractor_id: 'id-contractor',
    contractor_name: 'Carlos Contractor',
    last_visit_on: null,
    since_on: '2026-10-01',
    days_since: 60,
    due_on: '2026-10-31',
    overdue: true,
  },
  {
    case_id: 'case-late',
    case_title: 'Jones, Duval',
    county: 'Duval',
    contractor_id: 'id-other',
    contractor_name: 'Dana Other',
    last_visit_on: '2026-10-21',
    since_on: '2026-10-21',
    days_since: 40,
    due_on: '2026-11-20',
    overdue: true,
  },
  {
    case_id: 'case-soon',
    case_title: 'Garcia, Broward',
    county: null,
    contractor_id: 'id-contractor',
    contractor_name: 'Carlos Contractor',
    last_visit_on: '2026-11-05',
    since_on: '2026-11-05',
    days_since: 25,
    due_on: '2026-12-05',
    overdue: false,
  },
];

function answer(body: typeof rows) {
  let calls = 0;
  server.use(
    http.post(urls.rpc('visits_due'), () => {
      calls += 1;
      return HttpResponse.json(body);
    }),
  );
  return () => calls;
}

const widget = () => screen.findByRole('region', { name: 'Visits Due' });

/** axe's rules over the widget (jsdom has no layout: contrast is the browser suite's). */
async function violations(node: Element) {
  const result = await axe.run(node, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`);
}

describe('Visits Due', () => {
  it('lists a contractor’s cases oldest first from one call, each linking to its case', async () => {
    const calls = answer(rows.filter((r) => r.contractor_id === 'id-contractor'));
    renderApp({ as: 'contractor', at: paths.dashboard.home });
    const card = await widget();
    const items = await within(card).findAllByRole('listitem');
    expect(items.map((i) => within(i).getByRole('link').textContent)).toEqual([
      'Smith children, Leon',
      'Garcia, Broward',
    ]);
    expect(items[0]).toHaveTextContent(
      'No in-person visit since assigned Oct 1, 2026 · 60 days ago · Leon County',
    );
    expect(items[0]).toHaveTextContent('Overdue by 30 days');
    expect(items[1]).toHaveTextContent('Last in-person visit Nov 5, 2026 · 25 days ago');
    expect(items[1]).toHaveTextContent('Due in 5 days');
    expect(within(items[0]!).getByRole('link')).toHaveAttribute(
      'href',
      paths.dashboard.case('case-never'),
    );
    // Their own cases: no contractor named, no count.
    expect(card).not.toHaveTextContent('Carlos Contractor');
    expect(within(card).queryByText(/overdue$/)).not.toBeInTheDocument();
    expect(calls()).toBe(1);
  });

  it('gives an admin every case with its contractor and the overdue count', async () => {
    answer(rows);
    renderApp({ as: 'admin', at: paths.dashboard.home });
    const card = await widget();
    expect(await within(card).findByText('2 overdue')).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem')[1]).toHaveTextContent(
      'Last in-person visit Oct 21, 2026 · 40 days ago · Duval County · Dana Other',
    );
  });

  it('says when every active case was visited on time', async () => {
    answer([]);
    renderApp({ as: 'contractor', at: paths.dashboard.home });
    expect(
      await within(await widget()).findByText(
        'Every active case has had an in-person visit on time.',
      ),
    ).toBeInTheDocument();
  });

  it('is never shown nor asked for when Dashboard Widgets turns it off', async () => {
    const calls = answer(rows);
    server.use(
      myShell({
        settings: () => ({
          user_id: 'id-contractor',
          show_case_count: true,
          hidden_widgets: ['visits_due'],
        }),
      }),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.home });
    expect(await screen.findByText('Assigned Cases')).toBeInTheDocument();
    // Widgets wait for the settings, so a hidden one never mounts, even for a moment.
    expect(screen.queryByRole('region', { name: 'Visits Due' })).not.toBeInTheDocument();
    expect(calls()).toBe(0);
  });

  it('lists the 200 longest waiting of a program-wide list, rendering those on screen, and counts every case', async () => {
    const many = Array.from({ length: 1000 }, (_, i) => ({
      ...rows[0]!,
      case_id: `case-${i}`,
      case_title: `Case ${i}`,
      overdue: i < 700,
    }));
    answer(many);
    renderApp({ as: 'admin', at: paths.dashboard.home });
    const box = await widget();
    expect(await within(box).findByText('700 overdue')).toBeInTheDocument();
    // 200 listed, only those near the screen rendered.
    const shown = within(box).getAllByRole('listitem');
    expect(shown.length).toBeLessThan(50);
    expect(shown[0]).toHaveAttribute('aria-setsize', '200');
    expect(within(box).getByRole('link', { name: 'Case 0' })).toBeInTheDocument();
    expect(
      within(box).getByText('Showing the 200 longest waiting of 1,000 visits due.'),
    ).toBeVisible();
  });

  it('lists each child due on a case with children, and keeps a case line for a case without', async () => {
    // The case's own row (visits_due) gives its county and contractor; its children due
    // (child_visits_due) stand for it, one line each.
    const sibling = {
      ...rows[0]!,
      case_id: 'case-maya',
      case_title: 'Rivera siblings: Maya, Leon',
      days_since: 47,
    };
    const caseRows = [sibling, { ...rows[2]!, contractor_name: 'Carlos Contractor' }];
    const child = (name: string, id: string, seen: string | null, since: string, n: number) => ({
      child_id: id,
      child_name: name,
      case_id: 'case-maya',
      case_title: sibling.case_title,
      contractor_id: 'id-contractor',
      last_seen_on: seen,
      since_on: since,
      days_since: n,
      due_on: new Date(Date.parse(`${since}T00:00:00Z`) + 30 * 86_400_000)
        .toISOString()
        .slice(0, 10),
      overdue: n > 30,
    });
    server.use(
      http.post(urls.rpc('visits_due'), () => HttpResponse.json(caseRows)),
      http.post(urls.rpc('child_visits_due'), () =>
        HttpResponse.json([
          child('Maya Rivera', 'child-maya', '2026-10-12', '2026-10-12', 47),
          child('Leo Rivera', 'child-leo', null, '2026-10-01', 58),
        ]),
      ),
    );
    renderApp({ as: 'admin', at: paths.dashboard.home });
    const card = await widget();
    const items = await within(card).findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Leo Rivera · Rivera siblings: Maya, Leon'),
      expect.stringContaining('Maya Rivera · Rivera siblings: Maya, Leon'),
      expect.stringContaining('Garcia, Broward'),
    ]);
    expect(items[0]).toHaveTextContent(
      'Not seen in person since Oct 1, 2026, due Oct 31, 2026 · 58 days ago · Leon County · Carlos Contractor',
    );
    expect(items[1]).toHaveTextContent(
      'Last seen in person Oct 12, 2026, due Nov 11, 2026 · 47 days ago · Leon County',
    );
    expect(items[1]).toHaveTextContent('Overdue by 17 days');
    expect(within(items[1]!).getByRole('link', { name: sibling.case_title })).toHaveAttribute(
      'href',
      paths.dashboard.case('case-maya'),
    );
    // The case without children keeps its own line, as before.
    expect(items[2]).toHaveTextContent('Last in-person visit Nov 5, 2026 · 25 days ago');
    expect(within(card).getByText('2 overdue')).toBeInTheDocument();
    expect(await violations(card)).toEqual([]);
  });

  it('is not offered to a free user', async () => {
    const calls = answer(rows);
    renderApp({ as: 'free', at: paths.dashboard.home });
    expect(await screen.findByText('Available Cases')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Visits Due' })).not.toBeInTheDocument();
    expect(calls()).toBe(0);
  });
});
