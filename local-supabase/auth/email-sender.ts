// Sending one auth email as GoTrue's mail.go does: the per-user interval
// (max_frequency), the service-wide hourly cap (email_sent, applied only with
// confirmations on, as in GoTrue), a fresh code and hash, the mail over SMTP,
// then the hash stored on the user and in auth.one_time_tokens. Call inside the
// request's transaction: a mail that cannot be sent stores nothing.
import type { Queryable } from '../db/pool';
import { AuthError } from './errors';
import type { EmailKind, Mailer } from './mailer';
import { emailLanguage, verifyLink } from './mailer';
import { newEmailToken, saveOneTimeToken } from './one-time-tokens';
import type { AuthRateLimiter } from './rate-limits';
import type { AuthSettings } from './settings';
import { setEmailChange, setEmailToken, type TokenColumn, type UserRow } from './users';

const overFrequency = (seconds: number) =>
  new AuthError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${seconds} seconds.`,
  );

export class EmailSender {
  constructor(
    private readonly settings: AuthSettings,
    private readonly mailer: Mailer,
    private readonly limiter: AuthRateLimiter,
    private readonly apiUrl: string,
  ) {}

  /** Sign-up confirmation (also what a magic link to an unconfirmed user sends). */
  confirmation(tx: Queryable, user: UserRow, redirectTo: string, pkce: boolean) {
    return this.send(tx, user, 'signup', 'confirmation_token', user.confirmation_sent_at, {
      redirectTo,
      pkce,
    });
  }

  recovery(tx: Queryable, user: UserRow, redirectTo: string, pkce: boolean) {
    return this.send(tx, user, 'recovery', 'recovery_token', user.recovery_sent_at, {
      redirectTo,
      pkce,
    });
  }

  magicLink(tx: Queryable, user: UserRow, redirectTo: string, pkce: boolean) {
    return this.send(tx, user, 'magiclink', 'recovery_token', user.recovery_sent_at, {
      redirectTo,
      pkce,
    });
  }

  /** A link to the new address and, with double_confirm_changes, one to the current address. */
  async emailChange(
    tx: Queryable,
    user: UserRow,
    newEmail: string,
    redirectTo: string,
    pkce: boolean,
  ): Promise<void> {
    this.checkFrequency(user.email_change_sent_at);
    await this.checkHourlyCap();
    await setEmailChange(tx, user.id, newEmail);
    const targets: { column: TokenColumn; address: string }[] = [
      { column: 'email_change_token_new', address: newEmail },
    ];
    if (this.settings.doubleConfirmChanges && user.email) {
      targets.push({ column: 'email_change_token_current', address: user.email });
    }
    for (const target of targets) {
      const token = newEmailToken(target.address, this.settings.otpLength, pkce);
      await this.mailer.send({
        kind: 'email_change',
        to: target.address,
        link: verifyLink(this.apiUrl, token.hash, 'email_change', redirectTo),
        otp: token.otp,
        newEmail,
      });
      await setEmailToken(tx, user.id, target.column, token.hash);
      await saveOneTimeToken(tx, user.id, target.column, target.address, token.hash);
    }
  }

  private async send(
    tx: Queryable,
    user: UserRow,
    kind: EmailKind,
    column: TokenColumn,
    lastSentAt: Date | null,
    opts: { redirectTo: string; pkce: boolean },
  ): Promise<void> {
    this.checkFrequency(lastSentAt);
    await this.checkHourlyCap();
    const email = user.email ?? '';
    const token = newEmailToken(email, this.settings.otpLength, opts.pkce);
    await this.mailer.send({
      kind,
      to: email,
      link: verifyLink(this.apiUrl, token.hash, kind, opts.redirectTo),
      otp: token.otp,
      language: emailLanguage(opts.redirectTo, user.raw_user_meta_data),
    });
    await setEmailToken(tx, user.id, column, token.hash);
    await saveOneTimeToken(tx, user.id, column, email, token.hash);
  }

  private checkFrequency(lastSentAt: Date | null): void {
    if (!lastSentAt) return;
    const left = lastSentAt.getTime() + this.settings.maxFrequencySeconds * 1000 - Date.now();
    if (left > 0) throw overFrequency(Math.floor(left / 1000));
  }

  private async checkHourlyCap(): Promise<void> {
    if (this.settings.confirmations) await this.limiter.emailSent();
  }
}
