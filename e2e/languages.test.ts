// The public site in Spanish and Haitian Creole, in real Chromium on the real local stack:
// prerendered pages in their language (lang, hreflang, x-default), the switch that keeps the
// page and is remembered, a request filed in Spanish and in Creole (stored language, admin
// inbox, confirmation email), and sign-up and password reset in Spanish, emails included.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hashPassword, insertEmailUser, SECRET_KEY, type Stack } from '../local-supabase';
import { paths } from '../src/lib/paths';
import { lastMailTo, linkIn } from '../tests/support/mail';
import { appUrl } from './support/browser';
import { routeAuthTo, startConfirmationsStack } from './support/confirmations';
import { useBrowser } from './support/pages';

const run = randomUUID().slice(0, 8);
const db = new pg.Client({ connectionString: inject('dbUrl') });
const browser = useBrowser();

beforeAll(() => db.connect());
afterAll(() => db.end());

/** Runs the mail sender once, as the scheduler does every minute. */
async function sendEmails(): Promise<void> {
  const res = await fetch(`${inject('apiUrl')}/functions/v1/send-email`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${SECRET_KEY}` },
  });
  expect(res.status).toBe(200);
}

describe('prerendered pages in each language', () => {
  it.each([
    ['/es/', 'es', '¿Listo para servir como tutor ad litem?'],
    ['/ht/', 'ht', 'Èske ou pare pou sèvi kòm gadyen ad litem?'],
    ['/es/login', 'es', 'Bienvenido de nuevo.'],
  ])('%s arrives in its language with lang, hreflang and x-default', async (path, lang, text) => {
    const html = await (await fetch(`${appUrl}${path}`)).text();
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain(text);
    const bare = path.replace(/^\/(es|ht)/, '') || '/';
    const alternates = [
      ...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g),
    ];
    expect(alternates.map(([, l, href]) => [l, new URL(href!).pathname])).toEqual([
      ['en', bare],
      ['es', bare === '/' ? '/es/' : `/es${bare}`],
      ['ht', bare === '/' ? '/ht/' : `/ht${bare}`],
      ['x-default', bare],
    ]);
  });

  it.each(['/es/', '/ht/', '/es/login', '/ht/apply'])(
    '%s is hydrated in its language: the same elements, no error',
    async (path) => {
      const page = await browser.open();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () =>
          Object.assign(window, { prerendered: document.querySelector('h1') }),
        ),
      );
      await page.goto(`${appUrl}${path}`);
      // React has taken the page over once its heading carries React's own fiber key; a
      // mismatch in the words would have replaced the heading.
      await page.waitForFunction(() =>
        Object.keys(document.querySelector('h1') ?? {}).some((k) => k.startsWith('__reactFiber')),
      );
      expect(
        await page.evaluate(
          () => (window as { prerendered?: Element }).prerendered === document.querySelector('h1'),
        ),
      ).toBe(true);
      expect(errors).toEqual([]);
    },
  );

  it('the switch keeps the page, and the choice survives a reload', async () => {
    const page = await browser.open({ at: paths.login });
    await page
      .getByRole('navigation', { name: 'Language' })
      .getByRole('link', { name: 'Español' })
      .click();
    await page.waitForURL(`${appUrl}/es/login`);
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('gal-locale'))).toBe('es');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
  });
});

async function requestForm(page: Page, heading: string) {
  await page.getByRole('heading', { name: heading }).scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: heading });
  await form.waitFor();
  return form;
}

describe('a request filed in another language', () => {
  it('in Spanish: Spanish form, errors and thanks; stored as es; the inbox shows it; the email is Spanish', async () => {
    const email = `lucia-${run}@languages.test`;
    const name = `Lucía Pérez ${run}`;
    const page = await browser.open({ at: '/es/' });
    const form = await requestForm(page, 'Encuentre un tutor ad litem para su caso');
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await form.getByText('Escriba su nombre.').waitFor();
    await form
      .getByLabel('Tipo de caso *')
      .selectOption({ label: 'Disputa por la custodia de los hijos' });
    await form.getByLabel('Tribunal (condado) *').selectOption({ label: 'Condado de Broward' });
    await form.getByLabel('Nombre *').fill(name);
    await form.getByLabel('Correo electrónico *').fill(email);
    await form.getByLabel('Teléfono *').fill('(954) 555-0101');
    await form.getByLabel('Detalles del caso *').fill('Audiencia de custodia el próximo mes.');
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect
      .poll(() => form.getByRole('status').innerText())
      .toBe('Gracias por su solicitud. Nos comunicaremos con usted pronto.');

    const { rows } = await db.query<{ language: string; details: string }>(
      'select language, details from public.gal_requests where email = $1',
      [email],
    );
    expect(rows).toEqual([{ language: 'es', details: 'Audiencia de custodia el próximo mes.' }]);

    const admin = await browser.open({
      as: 'admin',
      at: `${paths.dashboard.requests}?language=es`,
    });
    const item = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name }) });
    await item.waitFor();
    expect(await item.getByText('Spanish', { exact: true }).isVisible()).toBe(true);
    expect(await item.getByText('Audiencia de custodia el próximo mes.').isVisible()).toBe(true);

    await sendEmails();
    const mail = await lastMailTo(inject('mailUrl'), email);
    expect(mail.Subject).toBe('GAL Connect: recibimos su solicitud');
    expect(mail.Text).toContain(`Hola, ${name}:`);
    expect(mail.Text).toContain('Recibimos su solicitud de un tutor ad litem el');
  });

  it('in Creole: the thanks and the email carry the date in Creole month names', async () => {
    const email = `jean-${run}@languages.test`;
    const page = await browser.open({ at: '/ht/' });
    const form = await requestForm(page, 'Jwenn yon gadyen ad litem pou ka ou a');
    await form.getByLabel('Kalite ka *').selectOption({ label: 'Ka demenajman' });
    await form
      .getByLabel('Kote tribinal la ye (konte) *')
      .selectOption({ label: 'Konte Miami-Dade' });
    await form.getByLabel('Non *').fill(`Jean Pierre ${run}`);
    await form.getByLabel('Imèl *').fill(email);
    await form.getByLabel('Telefòn *').fill('305 555 0100');
    await form.getByLabel('Detay ka a *').fill('Manman an vle demenaje ak timoun yo.');
    await form.getByRole('button', { name: 'Voye demann lan' }).click();
    await expect
      .poll(() => form.getByRole('status').innerText())
      .toBe('Mèsi pou demann ou an. N ap kontakte ou byento.');
    const creoleMonth =
      /\d{1,2} (janvye|fevriye|mas|avril|me|jen|jiyè|out|septanm|oktòb|novanm|desanm) \d{4}/;
    expect(await form.getByText(/^Nou resevwa demann ou an /).innerText()).toMatch(creoleMonth);

    const { rows } = await db.query('select language from public.gal_requests where email = $1', [
      email,
    ]);
    expect(rows).toEqual([{ language: 'ht' }]);
    await sendEmails();
    const mail = await lastMailTo(inject('mailUrl'), email);
    expect(mail.Subject).toBe('GAL Connect: nou resevwa demann ou an');
    expect(mail.Text).toMatch(creoleMonth);
  });
});

describe('accounts in Spanish', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startConfirmationsStack();
  });
  afterAll(() => stack?.stop());

  it('signs up at /es/signup: Spanish screens, a Spanish confirmation email, signed in by its link', async () => {
    const page = await browser.open();
    await routeAuthTo(page.context(), stack);
    const email = `registro-${run}@languages.test`;
    await page.goto(`${appUrl}/es/signup`);
    await page.getByRole('heading', { name: 'Cree su cuenta' }).waitFor();
    await page.getByLabel('Nombre completo').fill('Carla Confirma');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('primera-clave');
    await page.getByLabel('Confirmar la contraseña').fill('primera-clave');
    await page.getByText('Las contraseñas coinciden').waitFor();
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await page.getByRole('heading', { name: 'Revise su correo electrónico' }).waitFor();

    const mail = await lastMailTo(stack.mailUrl, email);
    expect(mail.Subject).toBe('Confirme su correo electrónico');
    expect(mail.Text).toContain('O escriba este código:');
    await page.goto(linkIn(mail).toString());
    await page.waitForURL(`${appUrl}${paths.dashboard.home}`);
    await page.getByRole('heading', { name: 'Welcome, Carla Confirma' }).waitFor();
  });

  it('resets a password at /es/forgot-password: Spanish email, Spanish new-password page', async () => {
    const email = `olvido-${run}@languages.test`;
    await insertEmailUser(db, {
      email,
      passwordHash: await hashPassword('clave-vieja', 4),
      data: { full_name: 'Olga Olvido' },
      confirmed: true,
    });
    const page = await browser.open({ at: '/es/forgot-password' });
    await page.getByRole('heading', { name: '¿Olvidó su contraseña?' }).waitFor();
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByRole('button', { name: 'Enviar enlace para restablecer' }).click();
    await page.getByRole('heading', { name: 'Revise su correo electrónico' }).waitFor();

    const mail = await lastMailTo(inject('mailUrl'), email);
    expect(mail.Subject).toBe('Restablezca su contraseña');
    await page.goto(linkIn(mail).toString());
    await page.waitForURL(`${appUrl}/es/reset-password`);
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('clave-nueva');
    await page.getByLabel('Confirmar la nueva contraseña').fill('clave-nueva');
    await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
    await page.getByRole('heading', { name: 'Contraseña cambiada' }).waitFor();
    await page.getByRole('link', { name: 'Continuar' }).click();
    await page.waitForURL(`${appUrl}${paths.dashboard.home}`);
    await page.getByRole('heading', { name: 'Welcome, Olga Olvido' }).waitFor();
  });
});
