// Signing in and up, and the email links (confirmation, password reset): the actions of the
// auth pages, with the last failure as the text the page shows. Loads with those pages.
import { create } from 'zustand';
import { AppError, messageOf } from '@/lib/errors';
import * as accountApi from '../api/account-api';
import { currentLocale } from '@/lib/i18n';
import { callbackUrl } from '../lib/callback-url';
import {
  ACCOUNT_MESSAGES,
  authErrorMessage,
  LINK_MESSAGES,
  linkErrorMessage,
  sendErrorMessage,
  waitSeconds,
  type LinkKind,
} from '../lib/account-messages';
import { useAuthStore } from './auth-store';

/** The hosted default gap between two emails of a kind to one address (`max_frequency`). */
const RESEND_GAP_SECONDS = 60;

export type SignUpOutcome = 'signedIn' | 'checkEmail' | null;

interface AccountState {
  /** The last failure, as the page shows it. */
  error: string | null;
  /** The code of the last failure (e.g. 'email_not_confirmed'), for what the page offers next. */
  errorCode: string | null;
  /** When each address may be sent its next email of a kind (ms), keyed `kind:email`. */
  nextSendAt: Record<string, number>;
  signIn(email: string, password: string): Promise<boolean>;
  signUp(email: string, password: string, fullName: string): Promise<SignUpOutcome>;
  /** Mails a confirmation or reset link; false (with the reason) when refused. */
  sendLink(kind: LinkKind, email: string): Promise<boolean>;
  /** Signs in with an email link's code, once per code; null when signed in, else why not. */
  exchange(code: string, kind: LinkKind): Promise<string | null>;
  /** Signs in with the code an email shows; null when signed in, else why not. */
  verifyCode(kind: LinkKind, email: string, code: string): Promise<string | null>;
  setPassword(password: string): Promise<boolean>;
  clearError(): void;
}

export const sendKey = (kind: LinkKind, email: string) => `${kind}:${email.trim().toLowerCase()}`;

/**
 * Exchanges under way, by code: StrictMode runs the callback's effect twice, and supabase-js
 * drops the verifier after the first try, so a second request would fail the link.
 */
const exchanges = new Map<string, Promise<void>>();

const codeOf = (e: unknown) => (e instanceof AppError ? (e.code ?? null) : null);

export const useAccountStore = create<AccountState>()((set, get) => {
  const fail = (error: string, errorCode: string | null = null) => {
    set({ error, errorCode });
    return false;
  };
  const waitFor = (kind: LinkKind, email: string, seconds: number) =>
    set((s) => ({
      nextSendAt: { ...s.nextSendAt, [sendKey(kind, email)]: Date.now() + seconds * 1000 },
    }));

  return {
    error: null,
    errorCode: null,
    nextSendAt: {},

    async signIn(email, password) {
      set({ error: null, errorCode: null });
      useAuthStore.setState({ endedBecause: null });
      try {
        const { user, session } = await accountApi.signInWithPassword(email.trim(), password);
        if (!user || !session) throw new AppError(ACCOUNT_MESSAGES.failedToSignIn);
        // The SIGNED_IN event has stored the session already; setting it again here could
        // revive a session the app ended meanwhile (e.g. its user row failed to load).
        return true;
      } catch (e) {
        if (codeOf(e) === 'email_not_confirmed') {
          return fail(LINK_MESSAGES.notConfirmed, 'email_not_confirmed');
        }
        if (codeOf(e) === 'over_request_rate_limit') return fail(LINK_MESSAGES.tooManyAttempts);
        return fail(authErrorMessage(e, ACCOUNT_MESSAGES.failedToSignIn), codeOf(e));
      }
    },

    async signUp(email, password, fullName) {
      set({ error: null, errorCode: null });
      try {
        const { user, session } = await accountApi.signUpWithPassword(
          email.trim(),
          password,
          fullName.trim(),
          callbackUrl('signup'),
          currentLocale(),
        );
        if (!user) throw new AppError(ACCOUNT_MESSAGES.failedToCreateUser);
        // With confirmations on there is no session until the emailed link is opened.
        if (session) return 'signedIn';
        waitFor('signup', email, RESEND_GAP_SECONDS);
        return 'checkEmail';
      } catch (e) {
        fail(authErrorMessage(e, ACCOUNT_MESSAGES.failedToCreateUser), codeOf(e));
        return null;
      }
    },

    async sendLink(kind, email) {
      set({ error: null, errorCode: null });
      try {
        const redirectTo = callbackUrl(kind);
        if (kind === 'signup') await accountApi.resendConfirmation(email.trim(), redirectTo);
        else await accountApi.sendPasswordReset(email.trim(), redirectTo);
        waitFor(kind, email, RESEND_GAP_SECONDS);
        return true;
      } catch (e) {
        const seconds = waitSeconds(e);
        if (seconds !== null) waitFor(kind, email, seconds);
        return fail(sendErrorMessage(e), codeOf(e));
      }
    },

    async exchange(code, kind) {
      let pending = exchanges.get(code);
      if (!pending) {
        pending = accountApi.exchangeCode(code).then(() => undefined);
        exchanges.set(code, pending);
        const settled = () => void exchanges.delete(code);
        pending.then(settled, settled);
      }
      try {
        await pending;
        return null;
      } catch (e) {
        const known = codeOf(e);
        return known ? linkErrorMessage(known, kind) : messageOf(e);
      }
    },

    async verifyCode(kind, email, code) {
      set({ error: null, errorCode: null });
      try {
        await accountApi.verifyEmailCode(email.trim(), code.replace(/\s/g, ''), kind);
        return null;
      } catch (e) {
        const known = codeOf(e);
        if (known === 'otp_expired') return LINK_MESSAGES.badCode;
        if (known === 'over_request_rate_limit') return LINK_MESSAGES.tooManyAttempts;
        return messageOf(e);
      }
    },

    async setPassword(password) {
      set({ error: null, errorCode: null });
      try {
        await accountApi.updatePassword(password);
        return true;
      } catch (e) {
        if (codeOf(e) === 'same_password') return fail(LINK_MESSAGES.samePassword);
        return fail(authErrorMessage(e, messageOf(e)), codeOf(e));
      }
    },

    clearError() {
      if (get().error) set({ error: null, errorCode: null });
    },
  };
});
