// The request form in Spanish and Haitian Creole: labels, options, errors and thanks in
// the page's language; the row records the language, and the values stay English.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale } from '@/lib/i18n';
import { http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

function captureInserts() {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(urls.rest('gal_requests'), async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return new HttpResponse(null, { status: 201 });
    }),
  );
  return bodies;
}

afterEach(async () => {
  vi.useRealTimers();
  await activateLocale('en');
});

describe('the request form in other languages', () => {
  it('is in Spanish at /es/: labels, errors, options and thanks; the row says es', async () => {
    await activateLocale('es');
    const bodies = captureInserts();
    renderApp({ at: '/es/' });
    const form = await screen.findByRole('form', {
      name: 'Encuentre un tutor ad litem para su caso',
    });
    const f = within(form);
    const ui = userEvent.setup();
    await ui.click(f.getByRole('button', { name: 'Enviar solicitud' }));
    expect(f.getByLabelText('Nombre *')).toHaveAccessibleDescription(
      expect.stringContaining('Escriba su nombre.'),
    );
    expect(f.getByLabelText('Tipo de caso *')).toHaveAccessibleDescription(
      expect.stringContaining('Elija un tipo de caso.'),
    );

    await ui.selectOptions(
      f.getByLabelText('Tipo de caso *'),
      'Disputa por la custodia de los hijos',
    );
    await ui.selectOptions(f.getByLabelText('Tribunal (condado) *'), 'Condado de Broward');
    await ui.type(f.getByLabelText('Nombre *'), 'Lucía Pérez');
    await ui.type(f.getByLabelText('Correo electrónico *'), 'lucia@example.com');
    // A phone nobody could call back and a one-letter description are refused in Spanish.
    await ui.type(f.getByLabelText('Teléfono *'), '12');
    await ui.type(f.getByLabelText('Detalles del caso *'), 'x');
    await ui.click(f.getByRole('button', { name: 'Enviar solicitud' }));
    expect(f.getByLabelText('Teléfono *')).toHaveAccessibleDescription(
      expect.stringContaining('Escriba un número de teléfono con su código de área'),
    );
    expect(f.getByLabelText('Detalles del caso *')).toHaveAccessibleDescription(
      expect.stringContaining('Cuéntenos un poco más (al menos 20 caracteres)'),
    );
    expect(bodies).toEqual([]);
    await ui.clear(f.getByLabelText('Teléfono *'));
    await ui.clear(f.getByLabelText('Detalles del caso *'));
    await ui.type(f.getByLabelText('Teléfono *'), '(954) 555-0101 ext. 3');
    await ui.type(f.getByLabelText('Detalles del caso *'), 'Audiencia de custodia el próximo mes.');
    await ui.click(f.getByRole('button', { name: 'Enviar solicitud' }));

    expect(await f.findByRole('status')).toHaveTextContent(
      'Gracias por su solicitud. Nos comunicaremos con usted pronto.',
    );
    expect(bodies).toEqual([
      expect.objectContaining({
        case_type: 'Child Custody Dispute',
        county: 'Broward County',
        details: 'Audiencia de custodia el próximo mes.',
        language: 'es',
      }),
    ]);
  });

  it('is in Creole at /ht/, with the date of receipt in Creole month names', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 28, 12) });
    await activateLocale('ht');
    const bodies = captureInserts();
    renderApp({ at: '/ht/' });
    const form = await screen.findByRole('form', { name: 'Jwenn yon gadyen ad litem pou ka ou a' });
    const f = within(form);
    const ui = userEvent.setup();
    await ui.selectOptions(f.getByLabelText('Kalite ka *'), 'Ka demenajman');
    await ui.selectOptions(f.getByLabelText('Kote tribinal la ye (konte) *'), 'Konte Miami-Dade');
    await ui.type(f.getByLabelText('Non *'), 'Jean Pierre');
    await ui.type(f.getByLabelText('Imèl *'), 'jean@example.com');
    await ui.type(f.getByLabelText('Telefòn *'), 'abc');
    await ui.type(f.getByLabelText('Detay ka a *'), 'x');
    await ui.click(f.getByRole('button', { name: 'Voye demann lan' }));
    expect(f.getByLabelText('Detay ka a *')).toHaveAccessibleDescription(
      expect.stringContaining('Tanpri di nou yon ti kras plis (omwen 20 karaktè)'),
    );
    await ui.clear(f.getByLabelText('Detay ka a *'));
    await ui.type(f.getByLabelText('Detay ka a *'), 'Manman an vle demenaje.');
    expect(f.getByLabelText('Telefòn *')).toHaveAccessibleDescription(
      expect.stringContaining('Ekri yon nimewo telefòn ak kòd zòn li'),
    );
    await ui.clear(f.getByLabelText('Telefòn *'));
    await ui.type(f.getByLabelText('Telefòn *'), '305 555 0100');
    await ui.click(f.getByRole('button', { name: 'Voye demann lan' }));

    expect(await f.findByRole('status')).toHaveTextContent(
      'Mèsi pou demann ou an. N ap kontakte ou byento.',
    );
    expect(f.getByText('Nou resevwa demann ou an 28 novanm 2026.')).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({
        case_type: 'Relocation Case',
        county: 'Miami-Dade County',
        language: 'ht',
      }),
    ]);
  });
});
