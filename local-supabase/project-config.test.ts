// config.toml settings, overridden for one run by SUPABASE_<DOTTED_PATH> as the Supabase CLI reads them.
import { afterEach, describe, expect, it } from 'vitest';
import { authSettings } from './auth/settings';
import { booleanSetting, durationSetting } from './project-config';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('project config', () => {
  it('reads config.toml: confirmations off, a 60 s resend interval, mail to the catcher', () => {
    const settings = authSettings({ catcherSmtpPort: 2525 });
    expect(settings.confirmations).toBe(false);
    expect(settings.maxFrequencySeconds).toBe(60);
    expect(settings.otpExpirySeconds).toBe(3600);
    expect(settings.siteUrl).toBe('http://localhost:5173');
    expect(settings.smtp).toMatchObject({ host: '127.0.0.1', port: 2525 });
  });

  it('lets SUPABASE_AUTH_EMAIL_ENABLE_CONFIRMATIONS turn confirmations on, and a stack option win over both', () => {
    process.env.SUPABASE_AUTH_EMAIL_ENABLE_CONFIRMATIONS = 'true';
    expect(booleanSetting('auth.email.enable_confirmations', false)).toBe(true);
    expect(authSettings().confirmations).toBe(true);
    expect(authSettings({ confirmations: false }).confirmations).toBe(false);
    process.env.SUPABASE_AUTH_EMAIL_ENABLE_CONFIRMATIONS = 'yes';
    expect(() => authSettings()).toThrow(/true or false/);
  });

  it('reads Go durations', () => {
    process.env.SUPABASE_AUTH_EMAIL_MAX_FREQUENCY = '1m30s';
    expect(durationSetting('auth.email.max_frequency', 0)).toBe(90);
    process.env.SUPABASE_AUTH_EMAIL_MAX_FREQUENCY = 'soon';
    expect(() => durationSetting('auth.email.max_frequency', 0)).toThrow(/duration/);
  });
});
