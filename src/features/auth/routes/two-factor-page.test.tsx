// The second sign-in step in the sign-in page's language: Spanish at /es/two-factor (its
// headings, steps, field and errors), and a Spanish sign-in that needs a code goes there.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { addAccount, http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

afterEach(async () => {
  await activateLocale('en');
});

function enrollment() {
  server.use(
    http.post(urls.auth('/factors'), () =>
      HttpResponse.json({
        id: 'factor-1',
        type: 'totp',
        friendly_name: '',
        totp: {
          qr_code: '<svg xmlns="http://www.w3.org/2000/svg"/>',
          secret: 'ABCDEFGH',
          uri: 'otpauth://totp/x',
        },
      }),
    ),
  );
}

it('sets up an authenticator in Spanish at /es/two-factor', async () => {
  await activateLocale('es');
  enrollment();
  const admin = addAccount('admin', { aal: 'aal1' });
  renderApp({ account: admin, at: `/es${paths.twoFactor}` });
  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: 'Configure la verificación en dos pasos',
    }),
  ).toBeVisible();
  expect(
    await screen.findByText('Escanee este código QR o ingrese la clave secreta que aparece abajo.'),
  ).toBeVisible();
  expect(
    screen.getByRole('img', { name: 'Código QR para su aplicación de autenticación' }),
  ).toBeVisible();

  const ui = userEvent.setup();
  await ui.type(screen.getByLabelText('Código de autenticación'), '12');
  await ui.click(screen.getByRole('button', { name: 'Activar la verificación en dos pasos' }));
  expect(screen.getByLabelText('Código de autenticación')).toHaveAccessibleDescription(
    'Ingrese el código de 6 dígitos de su aplicación de autenticación.',
  );
  expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
});

it('stays in English at /two-factor', async () => {
  enrollment();
  const admin = addAccount('admin', { aal: 'aal1' });
  renderApp({ account: admin, at: paths.twoFactor });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Set up two-factor authentication' }),
  ).toBeVisible();
  expect(await screen.findByLabelText('Authentication code')).toBeVisible();
});
