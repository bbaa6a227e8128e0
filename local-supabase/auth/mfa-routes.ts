// GoTrue's MFA API for TOTP: POST /factors (enroll), POST /factors/{id}/challenge,
// POST /factors/{id}/verify (the session becomes aal2) and DELETE /factors/{id}.
import { Hono } from 'hono';
import { transaction } from '../db/pool';
import type { ServiceContext } from '../context';
import { clientInfo } from '../request';
import { AuthError, badRequest, unprocessable, validationFailed } from './errors';
import {
  CHALLENGE_EXPIRY_SECONDS,
  completeChallenge,
  deleteFactor,
  findChallenge,
  findFactor,
  insertChallenge,
  insertTotpFactor,
  lastUsedStep,
  listFactors,
  matchingStep,
  newTotpSecret,
} from './mfa';
import { requireAuth, type AuthEnv } from './require-auth';
import type { AuthSettings } from './settings';
import { reissueSession } from './tokens';
import { readJson, stringField } from './validate';

const factorNotFound = () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
const insufficientAal = (message: string) => unprocessable('insufficient_aal', message);

export function mfaRoutes(ctx: ServiceContext, settings: AuthSettings): Hono<AuthEnv> {
  const app = new Hono<AuthEnv>();
  const auth = requireAuth(ctx);

  app.post('/factors', auth, async (c) => {
    const body = await readJson(c);
    const user = c.get('user');
    const session = c.get('session');
    const factorType = stringField(body, 'factor_type');
    if (factorType === 'phone' || factorType === 'webauthn') {
      throw unprocessable(
        `mfa_${factorType}_enroll_not_enabled`,
        `MFA enroll is disabled for ${factorType}`,
      );
    }
    if (factorType !== 'totp') {
      throw validationFailed('factor_type needs to be totp, phone or webauthn');
    }
    const friendlyName = stringField(body, 'friendly_name');
    const issuer = stringField(body, 'issuer') || new URL(settings.siteUrl).hostname;
    const factors = await listFactors(ctx.db, user.id);
    // With a verified factor, adding another needs the proof the first one gives.
    if (factors.some((f) => f.status === 'verified') && session?.aal !== 'aal2') {
      throw insufficientAal('AAL2 required to enroll a new factor');
    }
    if (friendlyName && factors.some((f) => f.friendly_name === friendlyName)) {
      throw unprocessable(
        'mfa_factor_name_conflict',
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      );
    }
    const { secret, uri, qrCode } = await newTotpSecret(issuer, user.email ?? user.id);
    const id = await insertTotpFactor(ctx.db, user.id, friendlyName, secret);
    return c.json({
      id,
      type: 'totp',
      friendly_name: friendlyName,
      totp: { qr_code: qrCode, secret, uri },
    });
  });

  app.post('/factors/:id/challenge', auth, async (c) => {
    const user = c.get('user');
    const challenge = await transaction(ctx.db, async (tx) => {
      const factor = await findFactor(tx, user.id, c.req.param('id'));
      if (!factor) throw factorNotFound();
      return insertChallenge(tx, factor.id, clientInfo(c).ip);
    });
    const expiresAt = Math.floor(challenge.created_at.getTime() / 1000) + CHALLENGE_EXPIRY_SECONDS;
    return c.json({ id: challenge.id, type: 'totp', expires_at: expiresAt });
  });

  app.post('/factors/:id/verify', auth, async (c) => {
    const body = await readJson(c);
    const user = c.get('user');
    const session = c.get('session');
    if (!session) throw badRequest('session_not_found', 'A session is required to verify a factor');
    const challengeId = stringField(body, 'challenge_id');
    const code = stringField(body, 'code');
    const outcome = await transaction(ctx.db, async (tx) => {
      // The factor's row lock puts two verifies of one code one after the other.
      const factor = await findFactor(tx, user.id, c.req.param('id'));
      if (!factor?.secret) throw factorNotFound();
      const challenge = await findChallenge(tx, factor.id, challengeId);
      if (!challenge) {
        throw new AuthError(
          404,
          'mfa_challenge_not_found',
          'MFA factor with the provided challenge ID not found',
        );
      }
      if (challenge.verified_at) {
        throw unprocessable('mfa_challenge_expired', 'MFA challenge has already been verified');
      }
      if (challenge.created_at.getTime() + CHALLENGE_EXPIRY_SECONDS * 1000 < Date.now()) {
        await tx.query(`delete from auth.mfa_challenges where id = $1`, [challenge.id]);
        return {
          error: unprocessable(
            'mfa_challenge_expired',
            `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
          ),
        };
      }
      const step = matchingStep(factor.secret, code, await lastUsedStep(tx, factor.id));
      if (step === null) {
        return { error: unprocessable('mfa_verification_failed', 'Invalid TOTP code entered') };
      }
      await completeChallenge(tx, {
        challengeId: challenge.id,
        factorId: factor.id,
        step,
        sessionId: session.id,
      });
      return { response: await reissueSession(ctx, tx, user.id, session.id) };
    });
    if ('error' in outcome) throw outcome.error;
    return c.json(outcome.response);
  });

  app.delete('/factors/:id', auth, async (c) => {
    const user = c.get('user');
    const session = c.get('session');
    const id = await transaction(ctx.db, async (tx) => {
      const factor = await findFactor(tx, user.id, c.req.param('id'));
      if (!factor) throw factorNotFound();
      // Removing a verified factor needs the proof it gives: a stolen password alone cannot.
      if (factor.status === 'verified' && session?.aal !== 'aal2') {
        throw insufficientAal('AAL2 required to unenroll verified factor');
      }
      await deleteFactor(tx, factor.id);
      return factor.id;
    });
    return c.json({ id });
  });

  return app;
}
