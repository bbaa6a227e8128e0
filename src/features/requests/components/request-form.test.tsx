import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import { anonymousSignInCount, http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';
import { installFakeMicrophone, removeFakeMicrophone } from '@/test/microphone.fixtures';

const THANKS = 'Thank you for your request. We will contact you shortly.';

async function openForm() {
  renderApp({ at: paths.home });
  return screen.findByRole('form', { name: 'Find a Guardian ad Litem for your Case' });
}

async function fillIn(form: HTMLElement, ui = userEvent.setup()) {
  const f = within(form);
  await ui.selectOptions(f.getByLabelText('Case type *'), 'Child Custody Dispute');
  await ui.selectOptions(f.getByLabelText('Court location *'), 'Broward County');
  await ui.type(f.getByLabelText('Name *'), 'Rita Ramos');
  await ui.type(f.getByLabelText('Email *'), 'rita@example.com');
  await ui.type(f.getByLabelText('Phone *'), '(954) 555-0101');
  await ui.type(f.getByLabelText('Case details *'), 'Custody hearing next month.');
  await ui.click(f.getByLabelText(/This is an urgent request/));
  return ui;
}

/** Records each insert the form sends; answers with `respond` (201 by default). */
function captureInserts(
  respond: (n: number) => Response | Promise<Response> = () =>
    new HttpResponse(null, { status: 201 }),
) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(urls.rest('gal_requests'), async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return respond(bodies.length);
    }),
  );
  return bodies;
}

afterEach(() => removeFakeMicrophone());

describe('the landing request form', () => {
  it('shows every required field’s error next to it and sends nothing', async () => {
    const bodies = captureInserts();
    const form = await openForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Request' }));

    const expectError = (label: string, text: string) => {
      const control = within(form).getByLabelText(label);
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(expect.stringContaining(text));
    };
    expectError('Case type *', 'Choose a case type.');
    expectError('Court location *', 'Choose a county.');
    expectError('Name *', 'Enter your name.');
    expectError('Email *', 'Enter your email address.');
    expectError('Phone *', 'Enter your phone number.');
    expectError('Case details *', 'Tell us about your case.');
    expect(within(form).getByLabelText('Case type *')).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('refuses a phone nobody could call back and a one-word description, saying what would do', async () => {
    const bodies = captureInserts();
    const form = await openForm();
    const f = within(form);
    const ui = userEvent.setup();
    await ui.type(f.getByLabelText('Phone *'), '12');
    await ui.type(f.getByLabelText('Case details *'), 'x');
    await ui.click(f.getByRole('button', { name: 'Submit Request' }));
    expect(f.getByLabelText('Phone *')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a phone number with its area code, like (305) 555-0123'),
    );
    expect(f.getByLabelText('Case details *')).toHaveAccessibleDescription(
      expect.stringContaining('Please tell us a little more (at least 20 characters)'),
    );
    expect(bodies).toEqual([]);
  });

  it('offers the five case types and all 67 counties as "X County", sorted', async () => {
    const form = await openForm();
    const caseTypes = within(within(form).getByLabelText('Case type *')).getAllByRole('option');
    expect(caseTypes.map((o) => o.textContent).slice(1)).toEqual([
      'Divorce with Minor Children',
      'Child Custody Dispute',
      'Parenting Plan Modification',
      'Relocation Case',
      'Other Family Law Matter',
    ]);
    const counties = within(within(form).getByLabelText('Court location *'))
      .getAllByRole('option')
      .slice(1)
      .map((o) => o.textContent ?? '');
    expect(counties).toHaveLength(67);
    expect(counties).toEqual([...counties].sort((a, b) => a.localeCompare(b)));
    expect(counties.every((c) => c.endsWith(' County'))).toBe(true);
  });

  it('stores the request, thanks the visitor and clears the form', async () => {
    const bodies = captureInserts();
    const form = await openForm();
    const ui = await fillIn(form);
    await ui.click(within(form).getByRole('button', { name: 'Submit Request' }));

    expect(await within(form).findByRole('status')).toHaveTextContent(THANKS);
    expect(bodies).toEqual([
      {
        case_type: 'Child Custody Dispute',
        county: 'Broward County',
        name: 'Rita Ramos',
        email: 'rita@example.com',
        phone: '(954) 555-0101',
        details: 'Custody hearing next month.',
        urgent: true,
        voice_note_path: null,
        language: 'en',
      },
    ]);
    expect(within(form).getByLabelText('Name *')).toHaveValue('');
    expect(within(form).getByLabelText('Case type *')).toHaveValue('');
    expect(within(form).getByLabelText(/This is an urgent request/)).not.toBeChecked();
    expect(screen.getByText('Our team replies within 1-2 business days.')).toBeInTheDocument();
  });

  it('files as an anonymous session that passed the CAPTCHA; the visitor stays signed out', async () => {
    const auth: (string | null)[] = [];
    server.use(
      http.post(urls.rest('gal_requests'), ({ request }) => {
        auth.push(request.headers.get('authorization'));
        return new HttpResponse(null, { status: 201 });
      }),
    );
    const form = await openForm();
    const ui = await fillIn(form);
    await ui.click(within(form).getByRole('button', { name: 'Submit Request' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(THANKS);

    expect(anonymousSignInCount()).toBe(1);
    const claims = JSON.parse(atob(auth[0]!.split('.')[1]!)) as { sub: string };
    expect(claims.sub).toMatch(/^id-anonymous-/);
    expect(screen.getAllByRole('link', { name: 'Sign In' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Go to Dashboard' })).not.toBeInTheDocument();
  });

  it('files as the signed-in user when there is one, with no anonymous session', async () => {
    const auth: (string | null)[] = [];
    server.use(
      http.post(urls.rest('gal_requests'), ({ request }) => {
        auth.push(request.headers.get('authorization'));
        return new HttpResponse(null, { status: 201 });
      }),
    );
    renderApp({ as: 'free', at: paths.home });
    const form = await screen.findByRole('form', {
      name: 'Find a Guardian ad Litem for your Case',
    });
    const ui = await fillIn(form);
    await ui.click(within(form).getByRole('button', { name: 'Submit Request' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(THANKS);
    expect(anonymousSignInCount()).toBe(0);
    const claims = JSON.parse(atob(auth[0]!.split('.')[1]!)) as { sub: string };
    expect(claims.sub).toBe('id-free');
  });

  it('keeps everything typed when the CAPTCHA is refused, and says so', async () => {
    const bodies = captureInserts();
    server.use(
      http.post(urls.auth('/signup'), () =>
        HttpResponse.json(
          {
            code: 400,
            error_code: 'captcha_failed',
            msg: 'captcha protection: request disallowed',
          },
          { status: 400 },
        ),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const form = await openForm();
    const ui = await fillIn(form);
    await ui.click(within(form).getByRole('button', { name: 'Submit Request' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'We could not confirm that this request comes from a person.',
    );
    expect(within(form).getByLabelText('Name *')).toHaveValue('Rita Ramos');
    expect(bodies).toEqual([]);
  });

  it('sends once on a double click', async () => {
    let release: () => void = () => undefined;
    const bodies = captureInserts(
      () =>
        new Promise<Response>((r) => (release = () => r(new HttpResponse(null, { status: 201 })))),
    );
    const form = await openForm();
    const ui = await fillIn(form);
    const submit = within(form).getByRole('button', { name: 'Submit Request' });
    await ui.dblClick(submit);
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(within(form).getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    expect(await within(form).findByRole('status')).toHaveTextContent(THANKS);
    expect(bodies).toHaveLength(1);
  });

  it('keeps everything typed and shows the flood guard’s words when refused', async () => {
    captureInserts(() =>
      HttpResponse.json(
        {
          code: 'PT429',
          message: 'Too many requests from your network. Please wait a minute and try again.',
        },
        { status: 429 },
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const form = await openForm();
    const ui = await fillIn(form);
    await ui.click(within(form).getByRole('button', { name: 'Submit Request' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Too many requests from your network. Please wait a minute and try again.',
    );
    expect(within(form).getByLabelText('Name *')).toHaveValue('Rita Ramos');
    expect(within(form).getByLabelText('Case details *')).toHaveValue(
      'Custody hearing next month.',
    );
    expect(within(form).getByLabelText(/This is an urgent request/)).toBeChecked();
    expect(within(form).queryByText(THANKS)).not.toBeInTheDocument();
  });

  it('says a field was refused in plain words when a column check fails', async () => {
    captureInserts(() =>
      HttpResponse.json(
        { code: '23514', message: 'new row for relation "gal_requests" violates check constraint' },
        { status: 400 },
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const form = await openForm();
    const ui = await fillIn(form);
    await ui.click(within(form).getByRole('button', { name: 'Submit Request' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Some of the details were not accepted',
    );
  });

  it('uploads the voice note, and a retry after a failed insert reuses the upload', async () => {
    installFakeMicrophone();
    const uploads: string[] = [];
    server.use(
      http.post(urls.storage('/object/voice-notes/*'), ({ request }) => {
        const name = new URL(request.url).pathname.split('/object/voice-notes/')[1]!;
        uploads.push(name);
        return HttpResponse.json({ Key: `voice-notes/${name}`, Id: 'x' });
      }),
    );
    const bodies = captureInserts((n) =>
      n === 1
        ? HttpResponse.json({ code: '08006', message: 'connection failure' }, { status: 503 })
        : new HttpResponse(null, { status: 201 }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const form = await openForm();
    const ui = await fillIn(form);
    await ui.click(within(form).getByRole('button', { name: 'Record voice note' }));
    await ui.click(within(form).getByRole('button', { name: 'Stop recording' }));
    await ui.click(within(form).getByRole('button', { name: 'Submit Request' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Your request could not be sent. Please try again in a moment.',
    );
    expect(within(form).getByLabelText('Your voice note')).toBeInTheDocument();
    await ui.click(within(form).getByRole('button', { name: 'Submit Request' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(THANKS);

    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatch(/^requests\/[0-9a-f-]{36}\.webm$/);
    expect(bodies.map((b) => b.voice_note_path)).toEqual([uploads[0], uploads[0]]);
    expect(within(form).queryByLabelText('Your voice note')).not.toBeInTheDocument();
  });
});
