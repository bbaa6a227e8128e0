import { Hono } from 'hono';
import type { ServiceContext } from '../context';
import { API_VERSION, API_VERSION_HEADER, errorResponse } from './errors';
import { emailRoutes } from './email-routes';
import { EmailSender } from './email-sender';
import { Mailer } from './mailer';
import { mfaRoutes } from './mfa-routes';
import { AuthRateLimiter } from './rate-limits';
import { authSettings, type AuthSettings } from './settings';
import { signInRoutes } from './sign-in-routes';
import { userRoutes } from './user-routes';
import { verifyRoutes } from './verify-routes';

// What this server supports, in GoTrue's /settings shape: email sign-up
// (confirmed at once unless confirmations are on), TOTP second factors, and nothing else.
const SETTINGS = {
  external: {
    anonymous_users: false,
    apple: false,
    azure: false,
    bitbucket: false,
    discord: false,
    facebook: false,
    snapchat: false,
    figma: false,
    fly: false,
    github: false,
    gitlab: false,
    google: false,
    keycloak: false,
    kakao: false,
    linkedin: false,
    linkedin_oidc: false,
    notion: false,
    spotify: false,
    slack: false,
    slack_oidc: false,
    workos: false,
    twitch: false,
    twitter: false,
    email: true,
    phone: false,
    zoom: false,
  },
  disable_signup: false,
  mailer_autoconfirm: true,
  phone_autoconfirm: false,
  sms_provider: '',
  saml_enabled: false,
  saml_private_key_next_configured: false,
  passkeys_enabled: false,
};

const KNOWN_PATHS = [
  '/signup',
  '/token',
  '/user',
  '/logout',
  '/settings',
  '/health',
  '/recover',
  '/otp',
  '/resend',
  '/verify',
];

/** GoTrue-compatible auth service, mounted at /auth/v1. */
export function createAuthApp(ctx: ServiceContext, settings: AuthSettings = authSettings()): Hono {
  const app = new Hono();
  const limiter = new AuthRateLimiter(settings.limits);
  const emails = new EmailSender(settings, new Mailer(settings.smtp), limiter, ctx.publicUrl);
  app.use('*', async (c, next) => {
    await next();
    c.header(API_VERSION_HEADER, API_VERSION);
  });
  app.onError((error, c) => errorResponse(c, error));

  app.get('/health', (c) =>
    c.json({
      version: 'local',
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    }),
  );
  app.get('/settings', (c) =>
    c.json({
      ...SETTINGS,
      external: { ...SETTINGS.external, anonymous_users: settings.anonymousSignIns },
      mailer_autoconfirm: !settings.confirmations,
    }),
  );
  app.route('/', signInRoutes(ctx, settings, limiter, emails));
  app.route('/', emailRoutes(ctx, settings, limiter, emails));
  app.route('/', verifyRoutes(ctx, settings, limiter));
  app.route('/', userRoutes(ctx, settings, emails));
  app.route('/', mfaRoutes(ctx, settings));

  // GoTrue's router answers like Go's net/http: 405 with no body for a known
  // path and the wrong method, a plain-text 404 for anything else.
  for (const path of KNOWN_PATHS) app.all(path, (c) => c.body(null, 405));
  app.all('*', (c) => c.text('404 page not found\n', 404));
  return app;
}
