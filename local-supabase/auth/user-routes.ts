// GET /user, PUT /user and POST /logout: everything that needs a signed-in caller.
import { Hono } from 'hono';
import { transaction } from '../db/pool';
import type { ServiceContext } from '../context';
import type { EmailSender } from './email-sender';
import { requestRedirect } from './email-routes';
import { forbidden, unprocessable, validationFailed } from './errors';
import { createFlowState, readPkceParams } from './flow-state';
import { hashPassword, verifyPassword } from './passwords';
import { requireAuth, type AuthEnv } from './require-auth';
import { logout, type LogoutScope } from './sessions';
import type { AuthSettings } from './settings';
import { AUDIENCE, findUserByEmail, findUserById, updateUser, userJson } from './users';
import {
  checkPasswordStrength,
  objectField,
  optionalStringField,
  readJson,
  stringField,
  validateEmail,
  type JsonObject,
} from './validate';

/** GoTrue's metadata update: keys merge in, a null value removes its key. */
function mergeMetadata(current: JsonObject | null, updates: JsonObject): JsonObject {
  const merged: JsonObject = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

export function userRoutes(
  ctx: ServiceContext,
  settings: AuthSettings,
  emails: EmailSender,
): Hono<AuthEnv> {
  const app = new Hono<AuthEnv>();
  const auth = requireAuth(ctx);

  app.get('/user', auth, async (c) => {
    const aud = c.get('claims').aud;
    const first = Array.isArray(aud) ? aud[0] : aud;
    if (first !== (c.req.header('x-jwt-aud') || AUDIENCE)) {
      throw validationFailed("Token audience doesn't match request audience");
    }
    return c.json(await userJson(ctx.db, c.get('user')));
  });

  app.put('/user', auth, async (c) => {
    const body = await readJson(c);
    const user = c.get('user');
    const session = c.get('session');
    const rawEmail = stringField(body, 'email');
    const email = rawEmail === '' ? '' : validateEmail(rawEmail);
    const password = optionalStringField(body, 'password');
    const data = objectField(body, 'data');
    const pkce = readPkceParams(body);
    if (stringField(body, 'phone') !== '') {
      throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
    }
    if (password !== null) checkPasswordStrength(password);
    if (objectField(body, 'app_metadata')) {
      throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
    }

    const changingEmail = email !== '' && email !== (user.email ?? '').toLowerCase();
    if (changingEmail) {
      const other = await findUserByEmail(ctx.db, email);
      if (other && other.id !== user.id) {
        throw unprocessable(
          'email_exists',
          'A user with this email address has already been registered',
        );
      }
    }
    let passwordHash: string | undefined;
    if (password !== null) {
      if (await verifyPassword(password, user.encrypted_password)) {
        throw unprocessable(
          'same_password',
          'New password should be different from the old password.',
        );
      }
      passwordHash = await hashPassword(password);
    }

    // With confirmations off GoTrue applies a new email at once (autoconfirm);
    // with them on it mails a link to confirm it (and one to the current address).
    const mailChange = changingEmail && settings.confirmations;
    const redirectTo = mailChange ? requestRedirect(c, settings) : '';
    const updated = await transaction(ctx.db, async (tx) => {
      const current = await findUserById(tx, user.id, true);
      if (!current) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
      let row = await updateUser(tx, user.id, {
        ...(data ? { userMetadata: mergeMetadata(current.raw_user_meta_data, data) } : {}),
        ...(passwordHash !== undefined ? { passwordHash } : {}),
        ...(changingEmail && !mailChange ? { email } : {}),
      });
      if (mailChange) {
        if (pkce) await createFlowState(tx, user.id, 'email_change', pkce);
        await emails.emailChange(tx, row, email, redirectTo, pkce !== null);
        row = (await findUserById(tx, user.id)) ?? row;
      }
      // A new password signs out every other session, as in GoTrue.
      if (passwordHash !== undefined)
        await logout(tx, session ? 'others' : 'global', user.id, session?.id ?? null);
      return userJson(tx, row);
    });
    return c.json(updated);
  });

  app.post('/logout', auth, async (c) => {
    const raw = c.req.query('scope') ?? '';
    const scope: LogoutScope | null = raw === '' ? 'global' : isScope(raw) ? raw : null;
    if (!scope) throw validationFailed(`Unsupported logout scope ${JSON.stringify(raw)}`);
    const session = c.get('session');
    await logout(ctx.db, scope, c.get('user').id, session?.id ?? null);
    return c.body(null, 204);
  });

  return app;
}

function isScope(value: string): value is LogoutScope {
  return value === 'global' || value === 'local' || value === 'others';
}
