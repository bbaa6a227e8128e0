// GoTrue-like rate limits: 429 over_request_rate_limit. Failed password grants
// are counted per email (successes never count, so a test suite can sign in
// thousands of times); per-address caps are set at flood rates only. Counters
// live in memory and reset when the stack restarts.
import type { Context } from 'hono';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { remoteAddress } from '../request';
import { RateLimitError } from './errors';

export interface RateLimits {
  /** Failed password grants per email within `failureWindowSeconds` that lock the email. */
  failedSignInsPerEmail: number;
  failureWindowSeconds: number;
  /** How long a locked email is refused, even with the right password. */
  lockSeconds: number;
  /** Sign-ups plus password grants per client address per 5 minutes (GoTrue's sign_in_sign_ups). */
  signInSignUpsPerAddress: number;
  /** Refresh-token grants per client address per 5 minutes (GoTrue's token_refresh). */
  tokenRefreshesPerAddress: number;
}

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/** Local defaults, each overridable by an environment variable. */
export function rateLimitsFromEnv(): RateLimits {
  return {
    failedSignInsPerEmail: env('LOCAL_SUPABASE_RATE_LIMIT_FAILED_SIGN_INS', 10),
    failureWindowSeconds: env('LOCAL_SUPABASE_RATE_LIMIT_FAILURE_WINDOW_SECONDS', 300),
    lockSeconds: env('LOCAL_SUPABASE_RATE_LIMIT_LOCK_SECONDS', 900),
    // 100 a second for 5 minutes: only a flood gets there (bcrypt alone caps honest use far lower).
    signInSignUpsPerAddress: env('LOCAL_SUPABASE_RATE_LIMIT_SIGN_IN_SIGN_UPS', 30_000),
    tokenRefreshesPerAddress: env('LOCAL_SUPABASE_RATE_LIMIT_TOKEN_REFRESH', 30_000),
  };
}

const tooMany = (retryAfterMs: number) => new RateLimitError(Math.ceil(retryAfterMs / 1000));

export class AuthRateLimiter {
  private readonly failures: RateLimiterMemory;
  private readonly signIns: RateLimiterMemory;
  private readonly refreshes: RateLimiterMemory;

  constructor(private readonly limits: RateLimits) {
    this.failures = new RateLimiterMemory({
      points: limits.failedSignInsPerEmail,
      duration: limits.failureWindowSeconds,
    });
    this.signIns = new RateLimiterMemory({ points: limits.signInSignUpsPerAddress, duration: 300 });
    this.refreshes = new RateLimiterMemory({
      points: limits.tokenRefreshesPerAddress,
      duration: 300,
    });
  }

  /** One sign-up or password grant from this request's address. */
  signInOrSignUp(c: Context): Promise<void> {
    return this.take(this.signIns, remoteAddress(c));
  }

  tokenRefresh(c: Context): Promise<void> {
    return this.take(this.refreshes, remoteAddress(c));
  }

  /** Refuses a password grant for an email locked by earlier failures. */
  async assertEmailUnlocked(email: string): Promise<void> {
    const state = await this.failures.get(email.toLowerCase());
    if (state && state.consumedPoints > this.limits.failedSignInsPerEmail) {
      throw tooMany(state.msBeforeNext);
    }
  }

  /** A wrong password (or unknown email): the last allowed failure locks the email. */
  async recordFailure(email: string): Promise<void> {
    const key = email.toLowerCase();
    const state = await this.failures.penalty(key);
    if (state.consumedPoints >= this.limits.failedSignInsPerEmail) {
      await this.failures.block(key, this.limits.lockSeconds);
    }
  }

  /** The right password clears earlier failures of that email. */
  async recordSuccess(email: string): Promise<void> {
    await this.failures.delete(email.toLowerCase());
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
