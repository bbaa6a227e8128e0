import { useId, useState, type FormEvent } from 'react';
import { MailCheck } from 'lucide-react';
import { buttonClass } from '@/components/button-styles';
import { FormError } from '@/components/form-error';
import { useLocalizedLink, useSiteNavigate } from '@/components/site-link';
import { TextField } from '@/components/text-field';
import { paths } from '@/lib/paths';
import { useI18n } from '@/lib/use-i18n';
import { LINK_MESSAGES, type LinkKind } from '../lib/account-messages';
import { afterSignInPath } from '../lib/post-login-redirect';
import { useSecondsLeft } from '../lib/use-seconds-left';
import { sendKey, useAccountStore } from '../stores/account-store';

/**
 * After an email was asked for: names the address, says what the link does, takes the
 * six-digit code the email shows beside its link (which works in any browser, where the link
 * works only in this one), and sends the email again once the wait the server asks for (or
 * the usual minute) has passed.
 */
export function CheckEmail({ email, kind }: { email: string; kind: LinkKind }) {
  const i18n = useI18n();
  const sendLink = useAccountStore((s) => s.sendLink);
  const error = useAccountStore((s) => s.error);
  const left = useSecondsLeft(useAccountStore((s) => s.nextSendAt[sendKey(kind, email)]));
  const waitId = useId();
  const [busy, setBusy] = useState(false);
  const [resent, setResent] = useState(false);

  async function resend() {
    setBusy(true);
    setResent(await sendLink(kind, email));
    setBusy(false);
  }

  return (
    <div className="space-y-4 text-slate-700">
      <MailCheck aria-hidden="true" className="size-8 text-indigo-700" />
      <p>
        {kind === 'signup'
          ? i18n._({ id: 'auth.checkEmail.sentTo', message: 'We sent a link to' })
          : i18n._({ id: 'auth.checkEmail.ifAccount', message: 'If an account uses' })}{' '}
        <strong className="font-semibold break-words text-slate-900">{email}</strong>
        {kind === 'signup'
          ? i18n._({
              id: 'auth.checkEmail.signupWhat',
              message: '. Open it to confirm your email address and finish signing up.',
            })
          : i18n._({
              id: 'auth.checkEmail.recoveryWhat',
              message: ', we sent it a link. Open it to set a new password.',
            })}
      </p>
      <p className="text-sm text-slate-600">
        {i18n._({
          id: 'auth.checkEmail.once',
          message:
            'The link works once. If no email arrives within a few minutes, check your spam folder, or send it again.',
        })}
      </p>
      <EmailCode email={email} kind={kind} />
      <FormError message={error} />
      <p role="status" className="text-sm text-green-800 empty:hidden">
        {resent && !error
          ? i18n._({ id: 'auth.checkEmail.resent', message: 'We sent another email.' })
          : ''}
      </p>
      <button
        type="button"
        className={buttonClass('secondary', 'w-full')}
        disabled={busy || left > 0}
        aria-describedby={left > 0 ? waitId : undefined}
        onClick={() => void resend()}
      >
        {busy
          ? i18n._({ id: 'auth.sending', message: 'Sending...' })
          : i18n._({ id: 'auth.checkEmail.again', message: 'Send the email again' })}
      </button>
      {left > 0 ? (
        <p id={waitId} className="text-center text-sm text-slate-600">
          {i18n._({
            id: 'auth.checkEmail.wait',
            message: 'You can ask again in {left, plural, one {# second} other {# seconds}}.',
            values: { left },
          })}
        </p>
      ) : null}
    </div>
  );
}

const CODE = /^\d{6}$/;

/** The code from the email: signs in (sign-up) or opens the new-password page (reset). */
function EmailCode({ email, kind }: { email: string; kind: LinkKind }) {
  const i18n = useI18n();
  const navigate = useSiteNavigate();
  const localized = useLocalizedLink();
  const verifyCode = useAccountStore((s) => s.verifyCode);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = code.replace(/\s/g, '');
    if (!CODE.test(typed)) {
      setProblem(LINK_MESSAGES.codeFormat);
      return;
    }
    setBusy(true);
    const failed = await verifyCode(kind, email, typed);
    setBusy(false);
    if (failed) {
      setProblem(failed);
      return;
    }
    navigate(kind === 'recovery' ? localized(paths.resetPassword) : afterSignInPath(), {
      replace: true,
    });
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-3">
      <TextField
        label={i18n._({ id: 'auth.code.label', message: 'Or enter the code from the email' })}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        onChange={(e) => {
          setCode(e.target.value);
          setProblem(null);
        }}
        error={problem}
      />
      <button type="submit" className={buttonClass('primary', 'w-full')} disabled={busy}>
        {busy
          ? i18n._({ id: 'auth.code.busy', message: 'Checking...' })
          : i18n._({ id: 'auth.code.submit', message: 'Continue with the code' })}
      </button>
    </form>
  );
}
