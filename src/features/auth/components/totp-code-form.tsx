import { useState, type FormEvent } from 'react';
import { ShieldCheck } from 'lucide-react';
import { buttonClass } from '@/components/button-styles';
import { TextField } from '@/components/text-field';
import { useI18n } from '@/lib/use-i18n';
import { TWO_FACTOR_MESSAGES, twoFactorErrorMessage } from '../lib/two-factor-messages';

interface TotpCodeFormProps {
  /** Checks the code; throws the backend's refusal. */
  onVerify(code: string): Promise<void>;
  submitLabel?: string;
}

/** The 6-digit code from an authenticator app, checked by the server. */
export function TotpCodeForm({ onVerify, submitLabel }: TotpCodeFormProps) {
  const i18n = useI18n();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setError(TWO_FACTOR_MESSAGES.notSixDigits());
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onVerify(digits);
    } catch (e) {
      setError(twoFactorErrorMessage(e));
      setCode('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="space-y-4" onSubmit={onSubmit} noValidate>
      <TextField
        label={i18n._({ id: 'auth.twoFactor.codeLabel', message: 'Authentication code' })}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        required
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error}
      />
      <button type="submit" className={buttonClass('primary', 'w-full')} disabled={busy}>
        <ShieldCheck aria-hidden="true" className="size-4" />
        {busy
          ? i18n._({ id: 'auth.twoFactor.checking', message: 'Checking...' })
          : (submitLabel ?? i18n._({ id: 'auth.twoFactor.verify', message: 'Verify' }))}
      </button>
    </form>
  );
}
