import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { paths } from '@/lib/paths';
import { http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

const CASE = {
  id: 'case-maya',
  title: 'Rivera siblings: Maya',
  description: 'Relative placement.',
  type: 'paid',
  status: 'in_progress',
  county: 'Leon',
  category: 'Dependency',
  urgency: 'High',
  compensation: '$45/hour',
  admin_id: 'id-admin',
  contractor_id: 'id-contractor',
  created_at: '2026-01-10T12:00:00Z',
  updated_at: '2026-01-10T12:00:00Z',
  admin: { id: 'id-admin', full_name: 'Alicia Admin', email: 'a@example.test' },
  contractor: { id: 'id-contractor', full_name: 'Pat Contractor', email: 'c@example.test' },
  case_events: [],
};
const PEOPLE = {
  children: [
    {
      id: 'child-maya',
      case_id: 'case-maya',
      full_name: 'Maya Rivera',
      birth_date: '2016-04-02',
      placement_type: 'relative',
      placement_county: 'Leon',
      school: 'Sealey Elementary',
      notes: '',
      last_seen_on: '2026-11-20',
      visit_due_on: null,
      visit_overdue: null,
    },
    {
      id: 'child-ava',
      case_id: 'case-maya',
      full_name: 'Ava Rivera',
      birth_date: null,
      placement_type: 'foster_home',
      placement_county: 'Wakulla',
      school: '',
      notes: '',
      last_seen_on: null,
      visit_due_on: '2026-11-01',
      visit_overdue: true,
    },
  ],
  parties: [
    {
      id: 'party-dana',
      case_id: 'case-maya',
      kind: 'caseworker',
      full_name: 'Dana Brooks',
      phone: '(850) 555-0166',
      email: 'dana@dcf.example',
      organisation: 'DCF',
    },
  ],
};

/** axe's rules over one part of the page (jsdom has no layout: contrast is the browser suite's). */
async function violations(node: Element) {
  const result = await axe.run(node, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`);
}

describe('the case’s family on its page', () => {
  it('shows each child’s last in-person visit and visit due, and the parties; the contractor adds a child', async () => {
    const added: unknown[] = [];
    server.use(
      http.get(urls.rest('cases'), () => HttpResponse.json(CASE)),
      http.post(urls.rpc('case_people'), () => HttpResponse.json(PEOPLE)),
      http.post(urls.rest('case_children'), async ({ request }) => {
        added.push(await request.json());
        return HttpResponse.json([{ id: 'child-new' }], { status: 201 });
      }),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.case('case-maya') });
    const ui = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Children and parties' });
    const maya = (await within(section).findByText('Maya Rivera')).closest('li')!;
    expect(maya).toHaveTextContent('Relative placement, Leon');
    expect(maya).toHaveTextContent('Last seen in person: Nov 20, 2026');
    const ava = within(section).getByText('Ava Rivera').closest('li')!;
    expect(ava).toHaveTextContent('Not seen in person yet');
    expect(ava).toHaveTextContent('Visit overdue since Nov 1, 2026');
    expect(within(section).getByText('Dana Brooks').closest('li')).toHaveTextContent(
      'Caseworker, DCF',
    );
    // A contractor sees no sibling linking: that is an admin's.
    expect(screen.queryByLabelText('Link a sibling case')).not.toBeInTheDocument();

    await ui.click(within(section).getByRole('button', { name: 'Add child' }));
    const form = within(section).getByRole('form', { name: 'Add child' });
    await ui.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Enter the name.')).toBeInTheDocument();
    expect(await violations(section)).toEqual([]);
    await ui.type(within(form).getByLabelText('Name'), 'Leo Rivera');
    await ui.selectOptions(within(form).getByLabelText('Placement'), 'relative');
    await ui.type(within(form).getByLabelText('School'), 'Sealey Elementary');
    await ui.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]).toMatchObject({
      case_id: 'case-maya',
      full_name: 'Leo Rivera',
      placement_type: 'relative',
      school: 'Sealey Elementary',
    });
    await waitFor(() =>
      expect(within(section).queryByRole('form', { name: 'Add child' })).not.toBeInTheDocument(),
    );
  });

  it('lets an admin link a sibling case found by title, and unlink one', async () => {
    const linked: unknown[] = [];
    const unlinked: unknown[] = [];
    server.use(
      http.get(urls.rest('cases'), () => HttpResponse.json(CASE)),
      http.post(urls.rpc('case_siblings'), () =>
        HttpResponse.json([
          {
            id: 'case-ava',
            title: 'Rivera siblings: Ava',
            status: 'in_progress',
            county: 'Leon',
            contractor_id: 'id-contractor',
            group_id: 'group-1',
          },
        ]),
      ),
      http.get(urls.rpc('search_cases'), () =>
        HttpResponse.json([{ ...CASE, id: 'case-leo', title: 'Rivera siblings: Leo' }]),
      ),
      http.post(urls.rpc('link_siblings'), async ({ request }) => {
        linked.push(await request.json());
        return HttpResponse.json([]);
      }),
      http.post(urls.rpc('unlink_sibling'), async ({ request }) => {
        unlinked.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp({ as: 'admin', at: paths.dashboard.case('case-maya') });
    const ui = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Sibling cases' });
    expect(
      await within(section).findByRole('link', { name: 'Rivera siblings: Ava' }),
    ).toHaveAttribute('href', paths.dashboard.case('case-ava'));
    await ui.type(within(section).getByLabelText('Link a sibling case'), 'Leo');
    await ui.click(
      await within(section).findByRole('button', { name: 'Link Rivera siblings: Leo' }),
    );
    await waitFor(() => expect(linked).toEqual([{ case_ids: ['case-maya', 'case-leo'] }]));
    await ui.click(within(section).getByRole('button', { name: 'Unlink Rivera siblings: Ava' }));
    await waitFor(() => expect(unlinked).toEqual([{ case_id: 'case-ava' }]));
  });
});
