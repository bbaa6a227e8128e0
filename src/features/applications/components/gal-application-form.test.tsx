import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { http, HttpResponse, server, urls, userRow } from '@/test/backend';
import { renderApp } from '@/test/render-app';
import { validGalValues } from '../lib/application-values.fixtures';
import { useDraftStore } from '../stores/draft-store';

const APPLICANT = userRow('free');

function showForm() {
  // The chooser's flag (site feature) that reveals the form on /apply.
  localStorage.setItem('showGalForm', 'true');
}

beforeEach(() => {
  vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  showForm();
});

describe('GAL application on /apply', () => {
  it('prefills name and email and refuses an incomplete form, marking and focusing the first gap', async () => {
    renderApp({ as: 'free', at: paths.apply });
    const ui = userEvent.setup();
    expect(
      await screen.findByRole('textbox', { name: 'Full Name' }, { timeout: 5000 }),
    ).toHaveValue(APPLICANT.full_name);
    expect(screen.getAllByRole('textbox', { name: 'Email' })[0]).toHaveValue(APPLICANT.email);
    expect(screen.getByRole('checkbox', { name: /certified guardian/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /comfortable appearing in court/ })).toBeChecked();

    await ui.click(screen.getByRole('button', { name: /Submit Application/ }));
    expect(
      screen.getByText('Please complete all required fields before submitting.'),
    ).toBeVisible();
    expect(screen.getAllByRole('textbox', { name: 'Phone' })[0]).toHaveFocus();
    expect(screen.getAllByRole('textbox', { name: 'Relationship' })[1]).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  }, 20_000); // the first test also loads the lazy form module

  it('is in Creole at /ht/apply: sections, questions, references and the refusal', async () => {
    await activateLocale('ht');
    try {
      renderApp({ as: 'free', at: '/ht/apply' });
      const ui = userEvent.setup();
      expect(
        await screen.findByRole('textbox', { name: 'Non konplè' }, { timeout: 5000 }),
      ).toHaveValue(APPLICANT.full_name);
      expect(
        screen.getByRole('heading', { name: 'Aplikasyon gadyen ad litem pou dwa fanmi' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('group', { name: 'Referans 2' })).toBeInTheDocument();
      expect(
        screen.getByRole('checkbox', { name: 'Mwen alèz pou parèt devan tribinal' }),
      ).toBeChecked();
      await ui.click(screen.getByRole('button', { name: /Voye aplikasyon an/ }));
      expect(screen.getByText('Tanpri ranpli tout chan obligatwa yo anvan ou voye.')).toBeVisible();
      expect(screen.getAllByRole('textbox', { name: 'Relasyon' })[1]).toHaveAccessibleDescription(
        'Relasyon an obligatwa',
      );
    } finally {
      await activateLocale('en');
    }
  }, 20_000);

  it('files the applicant’s real answers once, thanks them and goes to the dashboard', async () => {
    const inserts: Record<string, unknown>[] = [];
    server.use(
      http.post(urls.rest('contractor_applications'), async ({ request }) => {
        inserts.push((await request.json()) as Record<string, unknown>);
        return new HttpResponse(null, { status: 201 });
      }),
    );
    useDraftStore.getState().saveGal(APPLICANT.id, validGalValues());
    const { router } = renderApp({ as: 'free', at: paths.apply });
    const ui = userEvent.setup();
    await ui.dblClick(
      await screen.findByRole('button', { name: /Submit Application/ }, { timeout: 5000 }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard.home));
    expect(inserts).toHaveLength(1);
    expect(inserts[0]).toMatchObject({
      user_id: APPLICANT.id,
      status: 'pending',
      education_level: 'jd',
      practice_areas: ['Family Law', 'Dependency'],
      specialized_trainings: ['Child forensic interviewing'],
      why_gal: 'Children deserve a voice in court.',
    });
    expect(window.alert).toHaveBeenCalledWith(
      'Thank you for your GAL Contractor application! We will contact you shortly.',
    );
    expect(useDraftStore.getState().drafts[APPLICANT.id]?.gal).toBeUndefined();
    // Filed: the next visit to /apply starts without the form.
    expect(localStorage.getItem('showGalForm')).toBeNull();
  });

  it('keeps the form on /apply after a reload until the application is filed', async () => {
    const first = renderApp({ as: 'free', at: paths.apply });
    await screen.findByRole('button', { name: /Submit Application/ }, { timeout: 5000 });
    first.unmount();

    renderApp({ as: 'free', at: paths.apply });
    expect(
      await screen.findByRole('button', { name: /Submit Application/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('keeps typed answers as a draft for the next visit', async () => {
    const first = renderApp({ as: 'free', at: paths.apply });
    const ui = userEvent.setup();
    const [phone] = await screen.findAllByRole('textbox', { name: 'Phone' }, { timeout: 5000 });
    await ui.type(phone!, '813-555-0144');
    first.unmount();
    showForm();
    renderApp({ as: 'free', at: paths.apply });
    const [restored] = await screen.findAllByRole('textbox', { name: 'Phone' }, { timeout: 5000 });
    expect(restored).toHaveValue('813-555-0144');
  });
});
