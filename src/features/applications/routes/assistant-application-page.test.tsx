import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { http, HttpResponse, server, urls, userRow } from '@/test/backend';
import { renderApp } from '@/test/render-app';
import { validAssistantValues } from '../lib/application-values.fixtures';
import { useDraftStore } from '../stores/draft-store';

const SUBMITTER = userRow('free');

function recordInserts() {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(urls.rest('assistant_applications'), async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return new HttpResponse(null, { status: 201 });
    }),
  );
  return bodies;
}

beforeEach(() => {
  vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});

describe('GAL Assistant application', () => {
  it('gates Next with SPEC’s message, marks the fields and focuses the first', async () => {
    renderApp({ as: 'free', at: paths.applyAssistant });
    const ui = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Basic Information' })).toBeInTheDocument();
    expect(screen.getByText('1 / 7')).toBeInTheDocument();
    expect(screen.getByText('14% complete')).toBeInTheDocument();
    // Name and email come from the signed-in user.
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue(SUBMITTER.full_name);

    await ui.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please complete all required fields in this section before proceeding.',
    );
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Basic Information' })).toBeInTheDocument();

    await ui.type(phone, '305-555-0101');
    await ui.type(screen.getByRole('textbox', { name: 'Location' }), 'Miami');
    await ui.click(screen.getByRole('button', { name: /Next/ }));
    expect(
      await screen.findByRole('heading', { name: 'Education & Experience' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 / 7')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Application progress' })).toHaveAttribute(
      'aria-valuenow',
      '29',
    );
  });

  it('is in Spanish at /es/apply/assistant: steps, labels, hints, choices and errors', async () => {
    await activateLocale('es');
    try {
      renderApp({ as: 'free', at: '/es/apply/assistant' });
      const ui = userEvent.setup();
      expect(
        await screen.findByRole('heading', { name: 'Solicitud de asistente de tutor ad litem' }),
      ).toBeInTheDocument();
      expect(
        await screen.findByRole('heading', { name: 'Información básica' }),
      ).toBeInTheDocument();
      expect(screen.getByText('14% completado')).toBeInTheDocument();
      await ui.click(screen.getByRole('button', { name: /Siguiente/ }));
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Complete todos los campos obligatorios de esta sección antes de continuar.',
      );
      const phone = screen.getByRole('textbox', { name: 'Teléfono' });
      expect(phone).toHaveAccessibleDescription('El teléfono es obligatorio');
      await ui.type(phone, '12');
      await ui.type(screen.getByRole('textbox', { name: 'Ubicación' }), 'Miami');
      await ui.click(screen.getByRole('button', { name: /Siguiente/ }));
      expect(phone).toHaveAccessibleDescription(
        'Escriba un número de teléfono con su código de área, como (305) 555-0123',
      );
      await ui.clear(phone);
      await ui.type(phone, '(305) 555-0101');
      await ui.click(screen.getByRole('button', { name: /Siguiente/ }));
      expect(
        await screen.findByRole('heading', { name: 'Educación y experiencia' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Nivel de estudios' })).toHaveTextContent(
        'Maestría',
      );
    } finally {
      await activateLocale('en');
    }
  });

  it('adds trainings with Enter or Add, ignoring blanks and duplicates, and removes them', async () => {
    useDraftStore
      .getState()
      .saveAssistant(SUBMITTER.id, 2, validAssistantValues({ trainings: [] }));
    renderApp({ as: 'free', at: paths.applyAssistant });
    const ui = userEvent.setup();
    const input = await screen.findByRole('textbox', { name: 'Specialized Trainings' });

    await ui.click(screen.getByRole('button', { name: /Next/ }));
    expect(
      screen.getByText('Please add at least one specialized training to continue.'),
    ).toBeVisible();

    await ui.type(input, 'Mediation{Enter}');
    await ui.type(input, '  mediation {Enter}');
    await ui.type(input, '   ');
    await ui.click(screen.getByRole('button', { name: 'Add' }));
    await ui.type(input, 'Legal research');
    await ui.click(screen.getByRole('button', { name: 'Add' }));
    const list = screen.getByRole('list', { name: 'Added trainings' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Mediation', 'Legal research']);
    // Enter added a training; it did not move to the next step.
    expect(screen.getByRole('heading', { name: 'Education & Experience' })).toBeInTheDocument();

    await ui.click(screen.getByRole('button', { name: 'Remove Mediation' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('restores the step and answers after a reload, and Back on step 1 goes to /choose-path', async () => {
    const first = renderApp({ as: 'free', at: paths.applyAssistant });
    const ui = userEvent.setup();
    await ui.type(await screen.findByRole('textbox', { name: 'Phone' }), '(305) 555-0100');
    await ui.type(screen.getByRole('textbox', { name: 'Location' }), 'Tampa');
    await ui.click(screen.getByRole('button', { name: /Next/ }));
    await ui.type(
      await screen.findByRole('textbox', { name: 'Professional Summary' }),
      'Court clerk',
    );
    first.unmount();

    const second = renderApp({ as: 'free', at: paths.applyAssistant });
    expect(await screen.findByRole('textbox', { name: 'Professional Summary' })).toHaveValue(
      'Court clerk',
    );
    await ui.click(screen.getByRole('button', { name: /Back/ }));
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveValue('Tampa');
    await ui.click(screen.getByRole('button', { name: /Back/ }));
    await waitFor(() => expect(second.router.state.location.pathname).toBe(paths.choosePath));
  });

  it('files the SPEC payload once on a double click, thanks the applicant and goes home', async () => {
    const inserts = recordInserts();
    useDraftStore.getState().saveAssistant(SUBMITTER.id, 7, validAssistantValues());
    const { router } = renderApp({ as: 'free', at: paths.applyAssistant });
    const ui = userEvent.setup();
    const submit = await screen.findByRole('button', { name: /Submit Application/ });
    await ui.dblClick(submit);

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    expect(inserts).toHaveLength(1);
    expect(inserts[0]).toMatchObject({
      user_id: SUBMITTER.id,
      status: 'pending',
      field_of_study: 'Trauma-informed care, Legal research',
      hourly_rate: 27.5,
      work_schedule: ['Weekdays', 'Evenings'],
    });
    expect(inserts[0]).not.toHaveProperty('goals');
    expect(window.alert).toHaveBeenCalledWith(
      'Thank you for your application! We will contact you shortly.',
    );
    expect(useDraftStore.getState().drafts[SUBMITTER.id]?.assistant).toBeUndefined();
  });

  it('keeps the draft and shows the refusal in red, in plain words, when filing fails', async () => {
    server.use(
      http.post(urls.rest('assistant_applications'), () =>
        HttpResponse.json(
          { code: '23514', message: 'new row violates check constraint' },
          { status: 400 },
        ),
      ),
    );
    useDraftStore.getState().saveAssistant(SUBMITTER.id, 7, validAssistantValues());
    renderApp({ as: 'free', at: paths.applyAssistant });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: /Submit Application/ }));

    expect(
      await screen.findByText('Some of the details were not accepted. Check them and try again.'),
    ).toHaveAttribute('role', 'alert');
    expect(window.alert).toHaveBeenCalledWith('Error submitting application. Please try again.');
    expect(screen.getByRole('heading', { name: 'Availability & Goals' })).toBeInTheDocument();
    expect(useDraftStore.getState().drafts[SUBMITTER.id]?.assistant?.step).toBe(7);
  });

  it('keeps a training typed but not added when Next is pressed', async () => {
    useDraftStore
      .getState()
      .saveAssistant(SUBMITTER.id, 2, validAssistantValues({ trainings: [] }));
    renderApp({ as: 'free', at: paths.applyAssistant });
    const ui = userEvent.setup();
    await ui.type(
      await screen.findByRole('textbox', { name: 'Specialized Trainings' }),
      'Mediation',
    );
    await ui.click(screen.getByRole('button', { name: /Next/ }));

    expect(await screen.findByRole('heading', { name: 'Skills Assessment' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(useDraftStore.getState().drafts[SUBMITTER.id]?.assistant?.values.trainings).toEqual([
      'Mediation',
    ]);
  });

  it('makes each step a history entry: the browser’s Back and Forward move one step, answers kept', async () => {
    const { router } = renderApp({ as: 'free', at: paths.applyAssistant });
    const ui = userEvent.setup();
    await ui.type(await screen.findByRole('textbox', { name: 'Phone' }), '(305) 555-0100');
    await ui.type(screen.getByRole('textbox', { name: 'Location' }), 'Tampa');
    await waitFor(() => expect(router.state.location.search).toBe('?step=1'));
    await ui.click(screen.getByRole('button', { name: /Next/ }));
    expect(
      await screen.findByRole('heading', { name: 'Education & Experience' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=2');

    await router.navigate(-1);
    expect(await screen.findByRole('heading', { name: 'Basic Information' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.applyAssistant);
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('(305) 555-0100');

    await router.navigate(1);
    expect(
      await screen.findByRole('heading', { name: 'Education & Experience' }),
    ).toBeInTheDocument();
    // The Back button is the same history step.
    await ui.click(screen.getByRole('button', { name: /Back/ }));
    expect(await screen.findByRole('heading', { name: 'Basic Information' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=1');
  });

  it('shows the first unfinished step when the address asks for a later one', async () => {
    const { router } = renderApp({ as: 'free', at: `${paths.applyAssistant}?step=5` });
    expect(await screen.findByRole('heading', { name: 'Basic Information' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?step=1'));
  });

  it('shows an assistant application under review instead of a second wizard', async () => {
    server.use(
      http.get(urls.rest('assistant_applications'), () =>
        HttpResponse.json([
          {
            id: 'a-1',
            status: 'pending',
            created_at: '2026-11-20T10:00:00Z',
            reviewed_at: null,
            status_reason_code: null,
            status_reason: null,
            full_name: SUBMITTER.full_name,
            email: SUBMITTER.email,
          },
        ]),
      ),
    );
    renderApp({ as: 'free', at: paths.applyAssistant });
    const card = await screen.findByRole('region', { name: 'Your GAL Assistant Application' });
    expect(card).toHaveTextContent('Submitted November 20, 2026');
    expect(card).toHaveTextContent('Background check initiation');
    expect(screen.queryByRole('textbox', { name: 'Phone' })).not.toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in and brings them back', async () => {
    renderApp({ as: 'anon', at: paths.applyAssistant });
    const ui = userEvent.setup();
    const prompt = (await screen.findByText(/Please sign in or create an account/)).parentElement!;
    await ui.click(within(prompt).getByRole('link', { name: 'Sign In' }));
    expect(localStorage.getItem('postLoginRedirect')).toBe(paths.applyAssistant);
  });

  it('offers a signed-out visitor a new account too, coming back to the wizard after sign-up', async () => {
    const { router } = renderApp({ as: 'anon', at: paths.applyAssistant });
    const ui = userEvent.setup();
    const prompt = (await screen.findByText(/Please sign in or create an account/)).parentElement!;
    await ui.click(within(prompt).getByRole('link', { name: 'Create an account' }));
    expect(await screen.findByRole('heading', { name: 'Create Your Account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.signup);
    expect(localStorage.getItem('postLoginRedirect')).toBe(paths.applyAssistant);
  });
});
