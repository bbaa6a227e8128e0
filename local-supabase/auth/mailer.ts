// The auth emails, sent over real SMTP (nodemailer) to the catcher or to
// `[auth.email.smtp]`. Subjects and HTML are GoTrue's default templates; the
// link is the one GoTrue builds ({API}/auth/v1/verify?token=<hash>&type=...&redirect_to=...).
// Both parts add the one-time code after the link: the check-email screens take it
// (verifyOtp with email and token), which works in any browser where the PKCE link works
// only in the one that asked. Hosted templates carry the same line ({{ .Token }},
// docs/deploy.md).
import nodemailer, { type Transporter } from 'nodemailer';
import type { SmtpSettings } from './settings';

export type EmailKind = 'signup' | 'recovery' | 'magiclink' | 'email_change';
export type EmailLanguage = 'en' | 'es' | 'ht';

interface Template {
  subject: string;
  html: string;
  text: string;
}

const TEMPLATES: Record<EmailKind, Template> = {
  signup: {
    subject: 'Confirm your email address',
    html: `<h2>Confirm your email address</h2>

<p>Follow the link below to confirm this email address and finish signing up.</p>
<p><a href="{{ .ConfirmationURL }}">Confirm email address</a></p>
`,
    text: 'Follow this link to confirm this email address and finish signing up:',
  },
  recovery: {
    subject: 'Reset your password',
    html: `<h2>Reset your password</h2>

<p>We received a request to reset your password. Follow the link below to choose a new one.</p>
<p><a href="{{ .ConfirmationURL }}">Reset password</a></p>
<p>If you didn't request this, you can safely ignore this email.</p>`,
    text: 'We received a request to reset your password. Follow this link to choose a new one:',
  },
  magiclink: {
    subject: 'Your sign-in link',
    html: `<h2>Your sign-in link</h2>

<p>Follow the link below to sign in. This link expires shortly and can only be used once.</p>
<p><a href="{{ .ConfirmationURL }}">Sign in</a></p>`,
    text: 'Follow this link to sign in. It expires shortly and can only be used once:',
  },
  email_change: {
    subject: 'Confirm your new email address',
    html: `<h2>Confirm your new email address</h2>

<p>Follow the link below to confirm {{ .NewEmail }} as your new email address.</p>
<p><a href="{{ .ConfirmationURL }}">Confirm new email address</a></p>
<p>If you didn't request this change, you can safely ignore this email.</p>`,
    text: 'Follow this link to confirm {{ .NewEmail }} as your new email address:',
  },
};

// The public site's languages for the emails its visitors ask for (sign-up confirmation,
// password reset); hosted Supabase gets the same texts as `{{ if eq .Data.language "es" }}`
// branches of its templates (docs/deploy.md). Drafts not yet reviewed by a certified
// translator (docs/translations.md). Other kinds, and other languages, stay English.
const LOCALIZED: Record<Exclude<EmailLanguage, 'en'>, Partial<Record<EmailKind, Template>>> = {
  es: {
    signup: {
      subject: 'Confirme su correo electrónico',
      html: `<h2>Confirme su correo electrónico</h2>

<p>Siga el enlace de abajo para confirmar este correo electrónico y terminar de registrarse.</p>
<p><a href="{{ .ConfirmationURL }}">Confirmar correo electrónico</a></p>
`,
      text: 'Siga este enlace para confirmar este correo electrónico y terminar de registrarse:',
    },
    recovery: {
      subject: 'Restablezca su contraseña',
      html: `<h2>Restablezca su contraseña</h2>

<p>Recibimos una solicitud para restablecer su contraseña. Siga el enlace de abajo para elegir una nueva.</p>
<p><a href="{{ .ConfirmationURL }}">Restablecer contraseña</a></p>
<p>Si usted no lo pidió, puede ignorar este correo.</p>`,
      text: 'Recibimos una solicitud para restablecer su contraseña. Siga este enlace para elegir una nueva:',
    },
  },
  ht: {
    signup: {
      subject: 'Konfime adrès imèl ou',
      html: `<h2>Konfime adrès imèl ou</h2>

<p>Swiv lyen ki anba a pou konfime adrès imèl sa a epi fini enskripsyon an.</p>
<p><a href="{{ .ConfirmationURL }}">Konfime adrès imèl la</a></p>
`,
      text: 'Swiv lyen sa a pou konfime adrès imèl sa a epi fini enskripsyon an:',
    },
    recovery: {
      subject: 'Chanje modpas ou',
      html: `<h2>Chanje modpas ou</h2>

<p>Nou resevwa yon demann pou chanje modpas ou. Swiv lyen ki anba a pou chwazi yon nouvo.</p>
<p><a href="{{ .ConfirmationURL }}">Chanje modpas la</a></p>
<p>Si se pa ou ki te mande sa, ou ka inyore imèl sa a.</p>`,
      text: 'Nou resevwa yon demann pou chanje modpas ou. Swiv lyen sa a pou chwazi yon nouvo:',
    },
  },
};

const CODE_LINE: Record<EmailLanguage, string> = {
  en: 'Or enter this code:',
  es: 'O escriba este código:',
  ht: 'Oswa antre kòd sa a:',
};

/**
 * The language of an email: the page it leads back to (`/es/auth/callback`: the visitor
 * asked from a Spanish page), else the user's own (`language` in their metadata, set at
 * sign-up), else English.
 */
export function emailLanguage(redirectTo: string, metadata: unknown): EmailLanguage {
  let path = '';
  try {
    path = new URL(redirectTo).pathname;
  } catch {
    // Not a URL: the site URL's default applies.
  }
  const prefix = /^\/(es|ht)(\/|$)/.exec(path)?.[1];
  if (prefix === 'es' || prefix === 'ht') return prefix;
  const meta = (metadata ?? {}) as { language?: unknown };
  return meta.language === 'es' || meta.language === 'ht' ? meta.language : 'en';
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/** GoTrue's encodeRedirectURL: encoded only when it holds &, = or #, else taken as given. */
const encodeRedirect = (url: string) => (/[&=#]/.test(url) ? encodeURIComponent(url) : url);

export function verifyLink(
  apiUrl: string,
  hash: string,
  kind: EmailKind,
  redirectTo: string,
): string {
  return (
    `${apiUrl}/auth/v1/verify?token=${encodeURIComponent(hash)}` +
    `&type=${encodeURIComponent(kind)}&redirect_to=${encodeRedirect(redirectTo)}`
  );
}

export interface AuthEmail {
  kind: EmailKind;
  to: string;
  link: string;
  otp: string;
  /** The address being confirmed, for email_change. */
  newEmail?: string;
  language?: EmailLanguage;
}

export class Mailer {
  private readonly transport: Transporter;

  constructor(private readonly smtp: SmtpSettings) {
    this.transport = nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.port === 465,
      // The catcher on loopback speaks plain SMTP; a real server negotiates STARTTLS.
      ignoreTLS: smtp.host === '127.0.0.1' || smtp.host === 'localhost',
      ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass } } : {}),
    });
  }

  async send(email: AuthEmail): Promise<void> {
    const language = email.language ?? 'en';
    const template =
      (language === 'en' ? undefined : LOCALIZED[language][email.kind]) ?? TEMPLATES[email.kind];
    const fill = (s: string, escape: (v: string) => string) =>
      s
        .replace(/{{ \.ConfirmationURL }}/g, escape(email.link))
        .replace(/{{ \.NewEmail }}/g, escape(email.newEmail ?? ''));
    await this.transport.sendMail({
      from: { name: this.smtp.senderName, address: this.smtp.adminEmail },
      to: email.to,
      subject: template.subject,
      html: `${fill(template.html, escapeHtml)}\n<p>${CODE_LINE[language]} <strong>${escapeHtml(email.otp)}</strong></p>\n`,
      text: `${fill(template.text, (v) => v)}\n\n${email.link}\n\n${CODE_LINE[language]} ${email.otp}\n`,
    });
  }

  close(): void {
    this.transport.close();
  }
}
