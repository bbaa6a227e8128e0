// What the auth service reads from supabase/config.toml `[auth]`, `[auth.email]`,
// `[auth.email.smtp]`, `[auth.captcha]` and `[local_smtp]`, with the Supabase CLI's defaults.
import {
  booleanSetting,
  durationSetting,
  numberSetting,
  stringListSetting,
  stringSetting,
} from '../project-config';
import { captchaFromConfig, type CaptchaSettings } from './captcha';
import { rateLimitsFromConfig, type RateLimits } from './rate-limits';

export interface SmtpSettings {
  host: string;
  port: number;
  user: string;
  pass: string;
  adminEmail: string;
  senderName: string;
}

export interface AuthSettings {
  siteUrl: string;
  additionalRedirectUrls: string[];
  /** `[auth.email] enable_confirmations`: false is GoTrue's mailer_autoconfirm. */
  confirmations: boolean;
  /** Both addresses confirm an email change (`double_confirm_changes`). */
  doubleConfirmChanges: boolean;
  otpLength: number;
  otpExpirySeconds: number;
  /** Shortest gap between two emails of one kind to one user (`max_frequency`). */
  maxFrequencySeconds: number;
  /** How long a PKCE flow may take from request to code exchange (GoTrue: 5 minutes). */
  flowStateExpirySeconds: number;
  smtp: SmtpSettings;
  limits: RateLimits;
  /** `[auth] enable_anonymous_sign_ins`: POST /signup with neither email nor phone. */
  anonymousSignIns: boolean;
  /** `[auth.captcha]`: a human check on sign-ups, password grants and mail-sending requests. */
  captcha: CaptchaSettings;
}

export interface AuthOverrides {
  confirmations?: boolean | null;
  /** The catcher's SMTP port, when no `[auth.email.smtp]` server is configured. */
  catcherSmtpPort?: number;
  limits?: Partial<RateLimits>;
  /** `[auth] enable_anonymous_sign_ins` for one service (tests of both answers). */
  anonymousSignIns?: boolean;
  /** false turns `[auth.captcha]` off (suites that sign in directly); null or absent reads it. */
  captcha?: Partial<CaptchaSettings> | false | null;
}

export function authSettings(overrides: AuthOverrides = {}): AuthSettings {
  const customSmtp = booleanSetting('auth.email.smtp.enabled', false);
  const smtp: SmtpSettings = customSmtp
    ? {
        host: stringSetting('auth.email.smtp.host', '127.0.0.1'),
        port: numberSetting('auth.email.smtp.port', 587),
        user: stringSetting('auth.email.smtp.user', ''),
        pass: stringSetting('auth.email.smtp.pass', ''),
        adminEmail: stringSetting('auth.email.smtp.admin_email', 'admin@email.com'),
        senderName: stringSetting('auth.email.smtp.sender_name', 'Admin'),
      }
    : {
        // As the CLI's stack does: GoTrue hands every mail to the catcher.
        host: '127.0.0.1',
        port: overrides.catcherSmtpPort ?? numberSetting('local_smtp.smtp_port', 54325),
        user: '',
        pass: '',
        adminEmail: stringSetting('local_smtp.admin_email', 'admin@email.com'),
        senderName: stringSetting('local_smtp.sender_name', 'Admin'),
      };
  return {
    siteUrl: stringSetting('auth.site_url', 'http://127.0.0.1:3000'),
    additionalRedirectUrls: stringListSetting('auth.additional_redirect_urls', []),
    confirmations:
      overrides.confirmations ?? booleanSetting('auth.email.enable_confirmations', false),
    doubleConfirmChanges: booleanSetting('auth.email.double_confirm_changes', true),
    otpLength: numberSetting('auth.email.otp_length', 6),
    otpExpirySeconds: numberSetting('auth.email.otp_expiry', 3600),
    maxFrequencySeconds: durationSetting('auth.email.max_frequency', 60),
    flowStateExpirySeconds: 300,
    smtp,
    limits: { ...rateLimitsFromConfig(), ...overrides.limits },
    anonymousSignIns:
      overrides.anonymousSignIns ?? booleanSetting('auth.enable_anonymous_sign_ins', false),
    captcha:
      overrides.captcha === false
        ? { ...captchaFromConfig(), enabled: false }
        : { ...captchaFromConfig(), ...overrides.captcha },
  };
}
