// POST /recover, /otp and /resend: the requests that send an auth email. Like
// GoTrue they answer 200 {} for an unknown address, so nobody learns who has an
// account; mistakes in the request itself (format, PKCE fields) are reported.
import type { Context } from 'hono';
import { Hono } from 'hono';
import { randomBytes } from 'node:crypto';
import { transaction, type Db, type Queryable } from '../db/pool';
import type { ServiceContext } from '../context';
import { verifyCaptcha } from './captcha';
import { badRequest, unprocessable, validationFailed } from './errors';
import type { EmailSender } from './email-sender';
import { createFlowState, readPkceParams, type FlowMethod, type PkceParams } from './flow-state';
import { hashPassword } from './passwords';
import type { AuthRateLimiter } from './rate-limits';
import { redirectTarget } from './redirects';
import type { AuthSettings } from './settings';
import { findUserByEmail, insertEmailUser, type UserRow } from './users';
import { objectField, readJson, stringField, validateEmail } from './validate';

/** Where the email's link leads after /verify: redirect_to if allowed, else the site URL. */
export function requestRedirect(c: Context, settings: AuthSettings): string {
  return redirectTarget(
    settings,
    c.req.header('redirect_to') || c.req.query('redirect_to'),
    c.req.header('referer'),
  );
}

async function withFlow(
  db: Db,
  user: UserRow,
  method: FlowMethod,
  pkce: PkceParams | null,
  send: (tx: Queryable) => Promise<void>,
) {
  await transaction(db, async (tx) => {
    if (pkce) await createFlowState(tx, user.id, method, pkce);
    await send(tx);
  });
}

export function emailRoutes(
  ctx: ServiceContext,
  settings: AuthSettings,
  limiter: AuthRateLimiter,
  emails: EmailSender,
): Hono {
  const app = new Hono();

  app.post('/recover', async (c) => {
    await limiter.signInOrSignUp(c);
    const body = await readJson(c);
    await verifyCaptcha(c, settings.captcha, body);
    const raw = stringField(body, 'email');
    if (raw === '') throw validationFailed('Password recovery requires an email');
    const email = validateEmail(raw);
    const pkce = readPkceParams(body);
    const user = await findUserByEmail(ctx.db, email);
    if (!user) return c.json({});
    const redirectTo = requestRedirect(c, settings);
    await withFlow(ctx.db, user, 'recovery', pkce, (tx) =>
      emails.recovery(tx, user, redirectTo, pkce !== null),
    );
    return c.json({});
  });

  app.post('/otp', async (c) => {
    await limiter.signInOrSignUp(c);
    const body = await readJson(c);
    await verifyCaptcha(c, settings.captcha, body);
    const rawEmail = stringField(body, 'email');
    const phone = stringField(body, 'phone');
    if (rawEmail !== '' && phone !== '') {
      throw validationFailed('Only an email address or phone number should be provided');
    }
    if (rawEmail !== '' && stringField(body, 'channel') !== '') {
      throw validationFailed('Channel should only be specified with Phone OTP');
    }
    const pkce = readPkceParams(body);
    if (phone !== '') throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
    if (rawEmail === '') throw validationFailed('One of email or phone must be set');
    const email = validateEmail(rawEmail);
    // GoTrue's create_user defaults to true.
    const createUser = body.create_user === undefined ? true : body.create_user === true;
    const data = objectField(body, 'data') ?? {};
    const redirectTo = requestRedirect(c, settings);

    const user = await findUserByEmail(ctx.db, email);
    if (!user && !createUser) {
      throw unprocessable('otp_disabled', 'Signups not allowed for otp');
    }
    if (!user || !user.email_confirmed_at) {
      // A new or unconfirmed user signs up with a random password; with
      // confirmations on the confirmation mail is their link.
      const passwordHash = user ? null : await hashPassword(randomBytes(24).toString('base64url'));
      await transaction(ctx.db, async (tx) => {
        const target =
          user ??
          (await insertEmailUser(tx, {
            email,
            passwordHash,
            data,
            confirmed: !settings.confirmations,
          }));
        if (settings.confirmations) {
          if (pkce) await createFlowState(tx, target.id, 'email/signup', pkce);
          await emails.confirmation(tx, target, redirectTo, pkce !== null);
        } else {
          if (pkce) await createFlowState(tx, target.id, 'magiclink', pkce);
          await emails.magicLink(tx, target, redirectTo, pkce !== null);
        }
      });
      return c.json({});
    }
    await withFlow(ctx.db, user, 'magiclink', pkce, (tx) =>
      emails.magicLink(tx, user, redirectTo, pkce !== null),
    );
    return c.json({});
  });

  app.post('/resend', async (c) => {
    await limiter.signInOrSignUp(c);
    const body = await readJson(c);
    await verifyCaptcha(c, settings.captcha, body);
    const type = stringField(body, 'type');
    const rawEmail = stringField(body, 'email');
    const phone = stringField(body, 'phone');
    let pkce: PkceParams | null = null;
    if (type === 'signup' || type === 'email_change') pkce = readPkceParams(body);
    else if (type !== 'sms' && type !== 'phone_change') {
      throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
    }
    if (rawEmail === '' && type === 'signup') {
      throw validationFailed('Type provided requires an email address');
    }
    if (phone === '' && type === 'sms')
      throw validationFailed('Type provided requires a phone number');
    if (rawEmail !== '' && phone !== '') {
      throw validationFailed('Only an email address or phone number should be provided.');
    }
    if (phone !== '') throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
    if (rawEmail === '') throw validationFailed('Missing email address or phone number');
    const email = validateEmail(rawEmail);

    const user = await findUserByEmail(ctx.db, email);
    if (!user) return c.json({});
    const redirectTo = requestRedirect(c, settings);
    if (type === 'signup') {
      if (user.email_confirmed_at) return c.json({});
      await withFlow(ctx.db, user, 'email/signup', pkce, (tx) =>
        emails.confirmation(tx, user, redirectTo, pkce !== null),
      );
    } else {
      if (!user.email_change) return c.json({});
      const newEmail = user.email_change;
      await withFlow(ctx.db, user, 'email_change', pkce, (tx) =>
        emails.emailChange(tx, user, newEmail, redirectTo, pkce !== null),
      );
    }
    return c.json({});
  });

  return app;
}
