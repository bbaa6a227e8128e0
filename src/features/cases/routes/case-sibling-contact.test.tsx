import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { paths } from '@/lib/paths';
import { http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

const CONTACT_ID = '1b6f9a4e-7f3c-4d7e-9d5a-1c2b3d4e5f61';
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
const sibling = (id: string, title: string, contractor: string) => ({
  id,
  title,
  status: 'in_progress',
  county: 'Leon',
  contractor_id: contractor,
  group_id: 'group-1',
});
const child = (id: string, caseId: string, name: string) => ({
  id,
  case_id: caseId,
  full_name: name,
  birth_date: '2016-04-02',
  placement_type: 'relative',
  placement_county: 'Leon',
  school: 'Sealey Elementary',
  notes: '',
  last_seen_on: null,
});

/** axe's rules over one part of the page (jsdom has no layout: contrast is the browser suite's). */
async function violations(node: Element) {
  const result = await axe.run(node, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`);
}

function backend() {
  const saves: Record<string, unknown>[] = [];
  server.use(
    http.get(urls.rest('cases'), () => HttpResponse.json(CASE)),
    http.post(urls.rpc('case_siblings'), () =>
      HttpResponse.json([
        sibling('case-leo', 'Rivera siblings: Leo', 'id-contractor'),
        sibling('case-noah', 'Rivera siblings: Noah', 'id-other'),
      ]),
    ),
    http.post(urls.rpc('case_people'), async ({ request }) => {
      const { case_id } = (await request.json()) as { case_id: string };
      return HttpResponse.json(
        case_id === 'case-maya'
          ? {
              children: [child('child-maya', 'case-maya', 'Maya Rivera')],
              parties: [
                {
                  id: 'party-dana',
                  case_id: 'case-maya',
                  kind: 'caseworker',
                  full_name: 'Dana Brooks',
                  phone: '',
                  email: '',
                  organisation: 'DCF',
                },
              ],
            }
          : { children: [child('child-leo', 'case-leo', 'Leo Rivera')], parties: [] },
      );
    }),
    http.post(urls.rpc('save_contact'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      saves.push(body);
      return HttpResponse.json([
        {
          id: CONTACT_ID,
          case_id: 'case-maya',
          user_id: 'id-contractor',
          contact_date: '2026-03-02',
          contact_type: 'in_person',
          contact_with: ['child'],
          contact_made: true,
          minutes: 60,
          miles: 0,
          notes: '',
          follow_up: false,
          status: body.submit ? 'submitted' : 'draft',
          created_at: '2026-03-02T10:00:00Z',
          updated_at: '2026-03-02T10:00:00Z',
        },
      ]);
    }),
  );
  return saves;
}

describe('Log Contact on a case in a sibling group', () => {
  it('offers only the contractor’s own siblings, splits the time evenly, and sends an adjusted split that adds up', async () => {
    const saves = backend();
    renderApp({
      as: 'contractor',
      at: `${paths.dashboard.case('case-maya')}?contact=${CONTACT_ID}`,
    });
    const ui = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Log Contact' });
    const also = await within(form).findByRole('group', { name: /Also for sibling cases/ });
    expect(within(also).getByLabelText('Rivera siblings: Leo')).toBeInTheDocument();
    // A sibling held by another contractor is never offered.
    expect(within(also).queryByLabelText('Rivera siblings: Noah')).not.toBeInTheDocument();
    expect(within(form).queryByRole('group', { name: 'Time split' })).not.toBeInTheDocument();

    await ui.selectOptions(within(form).getByLabelText('Type of contact'), 'in_person');
    await ui.type(within(form).getByLabelText('Minutes'), '60');
    await ui.click(within(also).getByLabelText('Rivera siblings: Leo'));
    const split = within(form).getByRole('group', { name: 'Time split' });
    expect(within(split).getByLabelText('Hours on Rivera siblings: Maya')).toHaveValue(0.5);
    expect(within(split).getByLabelText('Hours on Rivera siblings: Leo')).toHaveValue(0.5);
    expect(within(split).getByRole('status')).toHaveTextContent('1 of 1 h split (evenly)');

    // Who was seen: the children of both ticked cases and this case's parties.
    const seen = within(form).getByRole('group', { name: /Who was seen/ });
    await ui.click(within(seen).getByLabelText('Maya Rivera (child)'));
    await ui.click(within(seen).getByLabelText('Leo Rivera (child)'));
    await ui.click(within(seen).getByLabelText('Dana Brooks (caseworker)'));

    const leo = within(split).getByLabelText('Hours on Rivera siblings: Leo');
    await ui.clear(leo);
    await ui.type(leo, '0.75');
    await ui.click(within(form).getByRole('button', { name: 'Submit Contact' }));
    expect(await violations(form)).toEqual([]);
    expect(
      await within(form).findByText('The hours on each case must add up to the contact’s time.'),
    ).toBeInTheDocument();
    expect(saves.filter((s) => s.submit)).toEqual([]);

    const maya = within(split).getByLabelText('Hours on Rivera siblings: Maya');
    await ui.clear(maya);
    await ui.type(maya, '0.25');
    await ui.click(within(form).getByRole('button', { name: 'Submit Contact' }));
    await waitFor(() => expect(saves.filter((s) => s.submit)).toHaveLength(1));
    expect(saves.find((s) => s.submit)).toMatchObject({
      case_id: 'case-maya',
      shares: [
        { case_id: 'case-maya', quarters: 1 },
        { case_id: 'case-leo', quarters: 3 },
      ],
      // In the order offered; their roles are added to contact_with by the database.
      people: ['child-maya', 'party-dana', 'child-leo'],
    });
  });

  it('splits evenly again when the duration changes, and can put the mileage on a sibling', async () => {
    const saves = backend();
    renderApp({
      as: 'contractor',
      at: `${paths.dashboard.case('case-maya')}?contact=${CONTACT_ID}`,
    });
    const ui = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Log Contact' });
    await ui.click(await within(form).findByLabelText('Rivera siblings: Leo'));
    await ui.type(within(form).getByLabelText('Minutes'), '60');
    const split = within(form).getByRole('group', { name: 'Time split' });
    const leo = within(split).getByLabelText('Hours on Rivera siblings: Leo');
    await ui.clear(leo);
    await ui.type(leo, '0.75');
    expect(within(split).getByRole('status')).toHaveTextContent('(adjusted)');
    await ui.clear(within(form).getByLabelText('Minutes'));
    await ui.type(within(form).getByLabelText('Minutes'), '90');
    expect(within(split).getByLabelText('Hours on Rivera siblings: Leo')).toHaveValue(0.75);
    expect(within(split).getByLabelText('Hours on Rivera siblings: Maya')).toHaveValue(0.75);
    expect(within(split).getByRole('status')).toHaveTextContent('1.5 of 1.5 h split (evenly)');

    await ui.selectOptions(within(form).getByLabelText('Mileage and expenses go on'), 'case-leo');
    await waitFor(() => expect(saves.at(-1)).toMatchObject({ case_id: 'case-leo' }));
  });

  it('adds one hearing to the whole group the contractor holds, in one insert', async () => {
    backend();
    const posted: unknown[] = [];
    server.use(
      http.post(urls.rest('court_dates'), async ({ request }) => {
        posted.push(await request.json());
        return new HttpResponse(null, { status: 201 });
      }),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.case('case-maya') });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Add Court Date' }));
    await ui.click(
      screen.getByLabelText('Also add it to the sibling cases (Rivera siblings: Leo)'),
    );
    const form = screen.getByRole('form', { name: 'Add Court Date' });
    await ui.type(within(form).getByLabelText(/Hearing date/), '2027-03-16');
    await ui.type(within(form).getByLabelText(/Hearing time/), '09:00');
    await ui.selectOptions(within(form).getByLabelText(/Hearing type/), 'Disposition');
    await ui.click(within(form).getByRole('button', { name: 'Add Court Date' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject([
      { case_id: 'case-maya', hearing_type: 'disposition' },
      { case_id: 'case-leo', hearing_type: 'disposition' },
    ]);
  });
});
