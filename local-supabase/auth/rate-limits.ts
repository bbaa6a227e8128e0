// GoTrue-like rate limits, answered with GoTrue's 429s. Per client address (the
// TCP peer, which a caller cannot choose): sign-ups, sign-ins and mail-sending
// requests, token grants and link verifications, at `[auth.rate_limit]`'s
// numbers; emails per hour for the whole service (GoTrue's email_sent). Failed
// password grants are counted per address *and* email, so a stranger guessing
// a user's password locks only themselves out of that account, never the user
// elsewhere; each further lockout of the same pair lasts twice as long.
// Counters live in memory and reset when the stack restarts.
import type { Context } from 'hono';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { numberSetting } from '../project-config';
import { remoteAddress } from '../request';
import { AuthError, RateLimitError } from './errors';

export interface RateLimits {
  /** Failed password grants per address and email within `failureWindowSeconds` before a lock. */
  failedSignInsPerEmail: number;
  failureWindowSeconds: number;
  /** The first lock of an address-and-email pair; each later one (within a day) doubles, up to `maxLockSeconds`. */
  lockSeconds: number;
  maxLockSeconds: number;
  /** Sign-ups, password grants and mail-sending requests per address per 5 minutes (`sign_in_sign_ups`). */
  signInSignUpsPerAddress: number;
  /** Refresh and PKCE grants per address per 5 minutes (`token_refresh`). */
  tokenRefreshesPerAddress: number;
  /** Link and code verifications per address per 5 minutes (`token_verifications`). */
  tokenVerificationsPerAddress: number;
  /** Emails the service sends per hour, from everyone together (`email_sent`). */
  emailsSentPerHour: number;
  /** Anonymous sign-ins per address per hour (`anonymous_users`). */
  anonymousSignInsPerAddress: number;
}

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/**
 * The numbers from supabase/config.toml `[auth.rate_limit]` (or SUPABASE_AUTH_RATE_LIMIT_*),
 * the lock from LOCAL_SUPABASE_RATE_LIMIT_*.
 */
export function rateLimitsFromConfig(): RateLimits {
  return {
    failedSignInsPerEmail: env('LOCAL_SUPABASE_RATE_LIMIT_FAILED_SIGN_INS', 10),
    failureWindowSeconds: env('LOCAL_SUPABASE_RATE_LIMIT_FAILURE_WINDOW_SECONDS', 300),
    lockSeconds: env('LOCAL_SUPABASE_RATE_LIMIT_LOCK_SECONDS', 60),
    maxLockSeconds: env('LOCAL_SUPABASE_RATE_LIMIT_MAX_LOCK_SECONDS', 900),
    signInSignUpsPerAddress: numberSetting('auth.rate_limit.sign_in_sign_ups', 30),
    tokenRefreshesPerAddress: numberSetting('auth.rate_limit.token_refresh', 150),
    tokenVerificationsPerAddress: numberSetting('auth.rate_limit.token_verifications', 30),
    emailsSentPerHour: numberSetting('auth.rate_limit.email_sent', 2),
    anonymousSignInsPerAddress: numberSetting('auth.rate_limit.anonymous_users', 30),
  };
}

/**
 * For test suites and benchmarks that sign in thousands of times from 127.0.0.1:
 * only the stack's own caller can choose it (a StackOptions field), never a request.
 * The per-pair lock stays as it is, so tests of it still hold.
 */
export const TEST_RUN_RATE_LIMITS: Partial<RateLimits> = {
  signInSignUpsPerAddress: 100_000,
  tokenRefreshesPerAddress: 100_000,
  tokenVerificationsPerAddress: 100_000,
  emailsSentPerHour: 100_000,
  anonymousSignInsPerAddress: 100_000,
};

const tooMany = (retryAfterMs: number) => new RateLimitError(Math.ceil(retryAfterMs / 1000));
const DAY_SECONDS = 86_400;

export class AuthRateLimiter {
  private readonly failures: RateLimiterMemory;
  private readonly lockouts: RateLimiterMemory;
  private readonly locks: RateLimiterMemory;
  private readonly signIns: RateLimiterMemory;
  private readonly refreshes: RateLimiterMemory;
  private readonly verifications: RateLimiterMemory;
  private readonly emails: RateLimiterMemory;
  private readonly anonymous: RateLimiterMemory;

  constructor(private readonly limits: RateLimits) {
    this.failures = new RateLimiterMemory({
      points: limits.failedSignInsPerEmail,
      duration: limits.failureWindowSeconds,
    });
    // How many times a pair was locked today: the next lock lasts 2^n times longer.
    this.lockouts = new RateLimiterMemory({ points: 1_000_000, duration: DAY_SECONDS });
    this.locks = new RateLimiterMemory({ points: 1, duration: limits.maxLockSeconds });
    const perFiveMinutes = (points: number) => new RateLimiterMemory({ points, duration: 300 });
    this.signIns = perFiveMinutes(limits.signInSignUpsPerAddress);
    this.refreshes = perFiveMinutes(limits.tokenRefreshesPerAddress);
    this.verifications = perFiveMinutes(limits.tokenVerificationsPerAddress);
    this.emails = new RateLimiterMemory({ points: limits.emailsSentPerHour, duration: 3600 });
    this.anonymous = new RateLimiterMemory({
      points: limits.anonymousSignInsPerAddress,
      duration: 3600,
    });
  }

  /** One sign-up, password grant or mail-sending request from this request's address. */
  signInOrSignUp(c: Context): Promise<void> {
    return this.take(this.signIns, remoteAddress(c));
  }

  /** One anonymous sign-in from this request's address (the socket's, never a header). */
  anonymousSignIn(c: Context): Promise<void> {
    return this.take(this.anonymous, remoteAddress(c));
  }

  tokenRefresh(c: Context): Promise<void> {
    return this.take(this.refreshes, remoteAddress(c));
  }

  tokenVerification(c: Context): Promise<void> {
    return this.take(this.verifications, remoteAddress(c));
  }

  /** One email about to be sent; GoTrue's `email rate limit exceeded` past the hourly cap. */
  async emailSent(): Promise<void> {
    try {
      await this.emails.consume('all');
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      throw new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded');
    }
  }

  /** Refuses a password grant while this address is locked out of this email. */
  async assertUnlocked(c: Context, email: string): Promise<void> {
    const state = await this.locks.get(pairKey(c, email));
    if (state && state.consumedPoints > 0) throw tooMany(state.msBeforeNext);
  }

  /** A wrong password (or unknown email): the last allowed failure locks the pair. */
  async recordFailure(c: Context, email: string): Promise<void> {
    const key = pairKey(c, email);
    const state = await this.failures.penalty(key);
    if (state.consumedPoints < this.limits.failedSignInsPerEmail) return;
    await this.failures.delete(key);
    const earlier = (await this.lockouts.penalty(key)).consumedPoints - 1;
    const seconds = Math.min(this.limits.lockSeconds * 2 ** earlier, this.limits.maxLockSeconds);
    await this.locks.block(key, seconds);
  }

  /** The right password clears earlier failures of the pair. */
  async recordSuccess(c: Context, email: string): Promise<void> {
    await this.failures.delete(pairKey(c, email));
  }

  private async take(limiter: RateLimiterMemory, key: string): Promise<void> {
    try {
      await limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooMany(error.msBeforeNext);
      throw error;
    }
  }
}

const pairKey = (c: Context, email: string) => `${remoteAddress(c)} ${email.toLowerCase()}`;
