// GET /verify (the link in an email) and POST /verify (verifyOtp with a code or
// a token hash), as GoTrue's verify.go answers them. A link is single use: the
// first verification empties the user's token and deletes every one-time token
// of the user. GET answers with a 303 to redirect_to carrying the session in
// the fragment (implicit flow), `?code=` (PKCE flow), or the error (fragment,
// and query too in the PKCE flow).
import { Hono, type Context } from 'hono';
import { transaction, type Queryable } from '../db/pool';
import type { ServiceContext } from '../context';
import { clientInfo } from '../request';
import { AuthError, badRequest, forbidden, unprocessable, validationFailed } from './errors';
import { issueAuthCode, type FlowMethod } from './flow-state';
import { requestRedirect } from './email-routes';
import {
  clearOneTimeTokens,
  findOneTimeToken,
  PKCE_PREFIX,
  tokenHash,
  type OneTimeTokenType,
} from './one-time-tokens';
import type { AuthRateLimiter } from './rate-limits';
import type { SignInMethod } from './sessions';
import type { AuthSettings } from './settings';
import { issueSession, type SessionResponse } from './tokens';
import {
  applyEmailChange,
  clearEmailToken,
  confirmEmail,
  findUserByEmail,
  findUserById,
  isBanned,
  type UserRow,
} from './users';
import { readJson, stringField, validateEmail } from './validate';

const SINGLE_CONFIRMATION =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

const linkExpired = () => forbidden('otp_expired', 'Email link is invalid or has expired');
const codeExpired = () => forbidden('otp_expired', 'Token has expired or is invalid');

const TOKEN_TYPES: Record<string, OneTimeTokenType[]> = {
  email: ['confirmation_token', 'recovery_token'],
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  recovery: ['recovery_token'],
  magiclink: ['recovery_token'],
  email_change: ['email_change_token_current', 'email_change_token_new'],
};

const FLOW_METHOD: Record<string, FlowMethod> = {
  signup: 'email/signup',
  invite: 'email/signup',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
};

const OAUTH_ERROR: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

function holdsToken(user: UserRow, hash: string): boolean {
  return [
    user.confirmation_token,
    user.recovery_token,
    user.email_change_token_new,
    user.email_change_token_current,
  ].includes(hash);
}

function sentAt(user: UserRow, type: string): Date | null {
  if (type === 'recovery' || type === 'magiclink') return user.recovery_sent_at;
  if (type === 'email_change') return user.email_change_sent_at;
  return user.confirmation_sent_at;
}

/** Go's url.Values.Encode: keys sorted, spaces as '+'. */
function encodeSorted(params: Record<string, string>): string {
  const sorted = new URLSearchParams();
  for (const key of Object.keys(params).sort()) sorted.set(key, params[key]!);
  return sorted.toString();
}

type Outcome =
  | { kind: 'session'; session: SessionResponse }
  | { kind: 'code'; code: string }
  | { kind: 'message'; message: string };

export function verifyRoutes(
  ctx: ServiceContext,
  settings: AuthSettings,
  limiter: AuthRateLimiter,
): Hono {
  const app = new Hono();
  const expired = (at: Date | null) =>
    !at || Date.now() > at.getTime() + settings.otpExpirySeconds * 1000;

  /** The user a token hash names, checked for type, ban and expiry (verifyTokenHash). */
  async function userFromHash(tx: Queryable, hash: string, type: string): Promise<UserRow> {
    const types = TOKEN_TYPES[type];
    if (!types) throw validationFailed('Invalid email verification type');
    const found = await findOneTimeToken(tx, hash, types);
    // Locked, then checked again: of two requests with one link, only the first gets through.
    const user = found && (await findUserById(tx, found.userId, true));
    if (!found || !user || !holdsToken(user, hash)) throw linkExpired();
    if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
    const effective = type === 'email' && found.type === 'recovery_token' ? 'magiclink' : type;
    if (expired(sentAt(user, effective))) throw linkExpired();
    return user;
  }

  /** The user whose current code for `email` is `hash` (verifyUserAndToken). */
  async function userFromCode(
    tx: Queryable,
    email: string,
    hash: string,
    type: string,
  ): Promise<{ user: UserRow; type: string }> {
    const byEmail =
      type === 'email_change' ? await findChangeTarget(tx, hash) : await findUserByEmail(tx, email);
    const user = byEmail && (await findUserById(tx, byEmail.id, true));
    if (!user) throw codeExpired();
    if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
    const matches = (stored: string | null, at: Date | null) =>
      !!stored && !expired(at) && (stored === hash || stored === `${PKCE_PREFIX}${hash}`);
    if (type === 'email') {
      if (matches(user.confirmation_token, user.confirmation_sent_at))
        return { user, type: 'signup' };
      if (matches(user.recovery_token, user.recovery_sent_at)) return { user, type: 'magiclink' };
      throw codeExpired();
    }
    const ok =
      type === 'signup' || type === 'invite'
        ? matches(user.confirmation_token, user.confirmation_sent_at)
        : type === 'recovery' || type === 'magiclink'
          ? matches(user.recovery_token, user.recovery_sent_at)
          : matches(user.email_change_token_current, user.email_change_sent_at) ||
            matches(user.email_change_token_new, user.email_change_sent_at);
    if (!ok) throw codeExpired();
    return { user, type };
  }

  async function findChangeTarget(tx: Queryable, hash: string) {
    const found =
      (await findOneTimeToken(tx, hash, TOKEN_TYPES.email_change!)) ??
      (await findOneTimeToken(tx, `${PKCE_PREFIX}${hash}`, TOKEN_TYPES.email_change!));
    return found ? { id: found.userId } : null;
  }

  /** What the verified link or code does to the user; null when one of two email-change links is still due. */
  async function apply(
    tx: Queryable,
    user: UserRow,
    type: string,
    hash: string,
  ): Promise<UserRow | null> {
    if (type === 'signup' || type === 'invite') {
      await confirmEmail(tx, user.id);
    } else if (type === 'recovery' || type === 'magiclink') {
      await clearEmailToken(tx, user.id, 'recovery_token');
      await clearOneTimeTokens(tx, user.id);
      if (!user.email_confirmed_at) await confirmEmail(tx, user.id);
    } else if (type === 'email_change') {
      const both = settings.confirmations && settings.doubleConfirmChanges && !!user.email;
      if (both && (user.email_change_confirm_status ?? 0) === 0) {
        const stored = user.email_change_token_current;
        const column =
          stored && (stored === hash || stored === `${PKCE_PREFIX}${hash}`)
            ? 'email_change_token_current'
            : 'email_change_token_new';
        await clearEmailToken(tx, user.id, column);
        await clearOneTimeTokens(tx, user.id, column);
        await tx.query(`update auth.users set email_change_confirm_status = 1 where id = $1`, [
          user.id,
        ]);
        return null;
      }
      await applyEmailChange(tx, user.id);
    } else {
      throw validationFailed('Unsupported verification type');
    }
    return (await findUserById(tx, user.id)) ?? user;
  }

  async function finish(
    c: Context,
    tx: Queryable,
    user: UserRow,
    flow: FlowMethod | null,
  ): Promise<Outcome> {
    if (flow) return { kind: 'code', code: await issueAuthCode(tx, user.id, flow) };
    const method: SignInMethod = 'otp';
    return {
      kind: 'session',
      session: await issueSession(ctx, tx, user.id, clientInfo(c), method),
    };
  }

  app.get('/verify', async (c) => {
    await limiter.tokenVerification(c);
    const type = c.req.query('type') ?? '';
    const token = c.req.query('token') ?? '';
    if (type === '') throw validationFailed('Verify requires a verification type');
    if (token === '') throw validationFailed('Verify requires a token or a token hash');
    const redirectTo = requestRedirect(c, settings);
    const pkce = token.startsWith(PKCE_PREFIX);

    let outcome: Outcome;
    try {
      outcome = await transaction(ctx.db, async (tx) => {
        const user = await userFromHash(tx, token, type);
        const flow = pkce ? FLOW_METHOD[type] : null;
        if (pkce && !flow) throw validationFailed('Unsupported verification type');
        const updated = await apply(tx, user, type, token);
        if (!updated) return { kind: 'message', message: SINGLE_CONFIRMATION } as const;
        return finish(c, tx, updated, flow ?? null);
      });
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      const target = new URL(redirectTo);
      const fragment: Record<string, string> = {
        error_code: error.errorCode,
        error_description: error.message,
        sb: '',
      };
      const oauth = OAUTH_ERROR[error.status];
      if (oauth) fragment.error = oauth;
      if (pkce) {
        if (oauth) target.searchParams.set('error', oauth);
        target.searchParams.set('error_code', error.errorCode);
        target.searchParams.set('error_description', error.message);
      }
      target.hash = encodeSorted(fragment);
      return c.redirect(target.toString(), 303);
    }

    if (outcome.kind === 'message') {
      const target = new URL(redirectTo);
      if (pkce) target.searchParams.set('message', outcome.message);
      target.hash = encodeSorted({ message: outcome.message, sb: '' });
      return c.redirect(target.toString(), 303);
    }
    if (outcome.kind === 'code') {
      const target = new URL(redirectTo);
      target.searchParams.set('code', outcome.code);
      return c.redirect(target.toString(), 303);
    }
    const s = outcome.session;
    const fragment = encodeSorted({
      access_token: s.access_token,
      expires_at: String(s.expires_at),
      expires_in: String(s.expires_in),
      refresh_token: s.refresh_token,
      sb: '',
      token_type: s.token_type,
      type,
    });
    return c.redirect(`${redirectTo}#${fragment}`, 303);
  });

  app.post('/verify', async (c) => {
    await limiter.tokenVerification(c);
    const body = await readJson(c);
    let type = stringField(body, 'type');
    const token = stringField(body, 'token');
    const hash = stringField(body, 'token_hash');
    const rawEmail = stringField(body, 'email');
    const phone = stringField(body, 'phone');
    if (type === '') throw validationFailed('Verify requires a verification type');
    if ((token === '') === (hash === '')) {
      throw validationFailed('Verify requires either a token or a token hash');
    }
    if (token !== '') {
      if (phone !== '' && rawEmail === '') {
        throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
      }
      if (phone !== '' || rawEmail === '') {
        throw validationFailed(
          'Only an email address or phone number should be provided on verify',
        );
      }
    } else if (rawEmail !== '' || phone !== '' || stringField(body, 'redirect_to') !== '') {
      throw validationFailed('Only the token_hash and type should be provided');
    }
    let email = '';
    if (token !== '') {
      try {
        email = validateEmail(rawEmail);
      } catch {
        throw unprocessable('validation_failed', 'Invalid email format');
      }
    }

    const outcome = await transaction(ctx.db, async (tx): Promise<Outcome> => {
      let user: UserRow;
      let effectiveHash = hash;
      if (hash !== '') {
        user = await userFromHash(tx, hash, type);
        if (type === 'email') {
          type = user.recovery_token === hash ? 'magiclink' : 'signup';
        }
      } else {
        effectiveHash = tokenHash(email, token);
        const found = await userFromCode(tx, email, effectiveHash, type);
        user = found.user;
        type = found.type;
      }
      const updated = await apply(tx, user, type, effectiveHash);
      if (!updated) return { kind: 'message', message: SINGLE_CONFIRMATION };
      return finish(c, tx, updated, null);
    });
    if (outcome.kind === 'message') return c.json({ msg: outcome.message, code: '200' });
    if (outcome.kind === 'session') return c.json(outcome.session);
    throw new AuthError(500, 'unexpected_failure', 'Unexpected failure');
  });

  return app;
}
