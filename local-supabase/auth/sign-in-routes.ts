// POST /signup and POST /token (password and refresh_token grants).
import { Hono } from 'hono';
import { DatabaseError } from 'pg';
import { transaction } from '../db/pool';
import type { ServiceContext } from '../context';
import { clientInfo } from '../request';
import { badRequest, unprocessable, validationFailed } from './errors';
import { hashPassword, verifyPassword } from './passwords';
import type { AuthRateLimiter } from './rate-limits';
import { REFRESH_TOKEN_PATTERN } from './sessions';
import { issueSession, refreshSession } from './tokens';
import { findUserByEmail, insertEmailUser, isBanned } from './users';
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

export function signInRoutes(ctx: ServiceContext, limiter: AuthRateLimiter): Hono {
  const app = new Hono();

  app.post('/signup', async (c) => {
    await limiter.signInOrSignUp(c);
    const body = await readJson(c);
    const email = stringField(body, 'email');
    const phone = stringField(body, 'phone');
    // GoTrue treats a sign-up without email and phone as an anonymous sign-in, which is off.
    if (email === '' && phone === '') {
      throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
    }
    const password = stringField(body, 'password');
    if (password === '') throw validationFailed('Signup requires a valid password');
    checkPasswordStrength(password);
    if (email !== '' && phone !== '') {
      throw validationFailed('Only an email address or phone number should be provided on signup.');
    }
    if (phone !== '') throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
    const normalized = validateEmail(email);
    const data = objectField(body, 'data') ?? {};

    if (await findUserByEmail(ctx.db, normalized)) throw userExists();
    // Hash before the transaction: it is slow and must not hold the database.
    const passwordHash = await hashPassword(password);
    try {
      const session = await transaction(ctx.db, async (tx) => {
        const user = await insertEmailUser(tx, { email: normalized, passwordHash, data });
        return issueSession(ctx, tx, user.id, clientInfo(c));
      });
      return c.json(session);
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

      await limiter.assertEmailUnlocked(email);
      const user = await findUserByEmail(ctx.db, email);
      if (user?.encrypted_password && isBanned(user)) {
        throw badRequest('user_banned', 'User is banned');
      }
      // An unknown email runs bcrypt too (against a dummy hash): no account discovery by timing.
      const passwordOk = await verifyPassword(password, user?.encrypted_password ?? null);
      if (!user || !passwordOk) {
        await limiter.recordFailure(email);
        throw invalidLogin();
      }
      await limiter.recordSuccess(email);
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
    throw badRequest('invalid_credentials', 'unsupported_grant_type');
  });

  return app;
}
