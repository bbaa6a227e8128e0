// POST /signup and POST /token (password and refresh_token grants).
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { DatabaseError } from 'pg';
import { transaction } from '../db/pool';
import type { ServiceContext } from '../context';
import { clientInfo } from '../request';
import type { EmailSender } from './email-sender';
import { requestRedirect } from './email-routes';
import { verifyCaptcha } from './captcha';
import { badRequest, unprocessable, validationFailed } from './errors';
import { createFlowState, readPkceParams, redeemAuthCode } from './flow-state';
import { hashPassword, verifyPassword } from './passwords';
import type { AuthRateLimiter } from './rate-limits';
import { REFRESH_TOKEN_PATTERN } from './sessions';
import { issueSession, refreshSession } from './tokens';
import type { AuthSettings } from './settings';
import {
  AUDIENCE,
  findUserByEmail,
  findUserById,
  insertAnonymousUser,
  insertEmailUser,
  isBanned,
  userJson,
} from './users';
import {
  checkPasswordStrength,
  objectField,
  passwordWeakness,
  readJson,
  stringField,
  validateEmail,
} from './validate';

const userExists = () => unprocessable('user_already_exists', 'User already registered');
const invalidLogin = () => badRequest('invalid_credentials', 'Invalid login credentials');

/** GoTrue's sanitizeUser: what sign-up answers for a confirmed address, indistinguishable from a new one. */
function lookAlikeUser(email: string, data: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: AUDIENCE,
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

export function signInRoutes(
  ctx: ServiceContext,
  settings: AuthSettings,
  limiter: AuthRateLimiter,
  emails: EmailSender,
): Hono {
  const app = new Hono();

  app.post('/signup', async (c) => {
    const body = await readJson(c);
    await verifyCaptcha(c, settings.captcha, body);
    const email = stringField(body, 'email');
    const phone = stringField(body, 'phone');
    // GoTrue treats a sign-up without email and phone as an anonymous sign-in.
    if (email === '' && phone === '') {
      if (!settings.anonymousSignIns) {
        throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
      }
      await limiter.anonymousSignIn(c);
      const data = objectField(body, 'data') ?? {};
      const session = await transaction(ctx.db, async (tx) => {
        const user = await insertAnonymousUser(tx, data);
        return issueSession(ctx, tx, user.id, clientInfo(c), 'anonymous');
      });
      return c.json(session);
    }
    await limiter.signInOrSignUp(c);
    const password = stringField(body, 'password');
    if (password === '') throw validationFailed('Signup requires a valid password');
    checkPasswordStrength(password);
    if (email !== '' && phone !== '') {
      throw validationFailed('Only an email address or phone number should be provided on signup.');
    }
    if (phone !== '') throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
    const pkce = readPkceParams(body);
    const normalized = validateEmail(email);
    const data = objectField(body, 'data') ?? {};

    const existing = await findUserByEmail(ctx.db, normalized);
    if (existing) {
      if (!settings.confirmations) throw userExists();
      // GoTrue hides whether the address has an account: a confirmed one gets
      // a look-alike answer, an unconfirmed one its confirmation mail again.
      if (existing.email_confirmed_at) return c.json(lookAlikeUser(normalized, data));
      const redirectTo = requestRedirect(c, settings);
      await transaction(ctx.db, async (tx) => {
        if (pkce) await createFlowState(tx, existing.id, 'email/signup', pkce);
        await emails.confirmation(tx, existing, redirectTo, pkce !== null);
      });
      return c.json(await userJson(ctx.db, (await findUserById(ctx.db, existing.id)) ?? existing));
    }
    // Hash before the transaction: it is slow and must not hold the database.
    const passwordHash = await hashPassword(password);
    try {
      if (!settings.confirmations) {
        const session = await transaction(ctx.db, async (tx) => {
          const user = await insertEmailUser(tx, {
            email: normalized,
            passwordHash,
            data,
            confirmed: true,
          });
          return issueSession(ctx, tx, user.id, clientInfo(c));
        });
        return c.json(session);
      }
      const redirectTo = requestRedirect(c, settings);
      const user = await transaction(ctx.db, async (tx) => {
        const created = await insertEmailUser(tx, {
          email: normalized,
          passwordHash,
          data,
          confirmed: false,
        });
        if (pkce) await createFlowState(tx, created.id, 'email/signup', pkce);
        await emails.confirmation(tx, created, redirectTo, pkce !== null);
        return (await findUserById(tx, created.id)) ?? created;
      });
      return c.json(await userJson(ctx.db, user));
    } catch (error) {
      // A concurrent sign-up with the same email won the race.
      if (error instanceof DatabaseError && error.code === '23505') throw userExists();
      throw error;
    }
  });

  app.post('/token', async (c) => {
    const grantType = c.req.query('grant_type') ?? '';
    if (grantType === 'password') {
      await limiter.signInOrSignUp(c);
      const body = await readJson(c);
      await verifyCaptcha(c, settings.captcha, body);
      const email = stringField(body, 'email');
      const phone = stringField(body, 'phone');
      const password = stringField(body, 'password');
      if (email !== '' && phone !== '') {
        throw validationFailed(
          'Only an email address or phone number should be provided on login.',
        );
      }
      if (phone !== '') throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
      if (email === '') throw validationFailed('missing email or phone');

      await limiter.assertUnlocked(c, email);
      const user = await findUserByEmail(ctx.db, email);
      if (user?.encrypted_password && isBanned(user)) {
        throw badRequest('user_banned', 'User is banned');
      }
      // An unknown email runs bcrypt too (against a dummy hash): no account discovery by timing.
      const passwordOk = await verifyPassword(password, user?.encrypted_password ?? null);
      if (!user || !passwordOk) {
        await limiter.recordFailure(c, email);
        throw invalidLogin();
      }
      await limiter.recordSuccess(c, email);
      if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');

      const session = await transaction(ctx.db, (tx) =>
        issueSession(ctx, tx, user.id, clientInfo(c)),
      );
      // GoTrue still signs in with a password that no longer meets the rules, and says so.
      const weakness = passwordWeakness(password);
      if (weakness)
        session.weak_password = { message: weakness.message, reasons: weakness.reasons };
      return c.json(session);
    }
    if (grantType === 'refresh_token') {
      await limiter.tokenRefresh(c);
      const body = await readJson(c);
      const token = stringField(body, 'refresh_token');
      if (!REFRESH_TOKEN_PATTERN.test(token)) throw validationFailed('Refresh token is not valid');
      return c.json(await refreshSession(ctx, ctx.db, token));
    }
    if (grantType === 'pkce') {
      await limiter.tokenRefresh(c);
      const body = await readJson(c);
      const authCode = stringField(body, 'auth_code');
      const verifier = stringField(body, 'code_verifier');
      if (authCode === '' || verifier === '') {
        throw validationFailed(
          'invalid request: both auth code and code verifier should be non-empty',
        );
      }
      const session = await transaction(ctx.db, async (tx) => {
        const flow = await redeemAuthCode(tx, authCode, verifier, settings.flowStateExpirySeconds);
        return issueSession(ctx, tx, flow.userId, clientInfo(c), flow.method);
      });
      return c.json(session);
    }
    throw badRequest('invalid_credentials', 'unsupported_grant_type');
  });

  return app;
}
