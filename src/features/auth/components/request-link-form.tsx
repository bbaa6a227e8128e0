import { useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { buttonClass } from '@/components/button-styles';
import { FormError } from '@/components/form-error';
import { TextField } from '@/components/text-field';
import { useI18n } from '@/lib/use-i18n';
import { isEmail } from '../lib/password-rules';
import { LINK_MESSAGES, type LinkKind } from '../lib/account-messages';
import { useAccountStore } from '../stores/account-store';

interface RequestLinkFormProps {
  kind: LinkKind;
  submitLabel: string;
  /** Called with the address once the email was asked for. */
  onSent(email: string): void;
}

/** An email field that asks for a confirmation or reset link; what was typed stays on failure. */
export function RequestLinkForm({ kind, submitLabel, onSent }: RequestLinkFormProps) {
  const i18n = useI18n();
  const sendLink = useAccountStore((s) => s.sendLink);
  const error = useAccountStore((s) => s.error);
  const [email, setEmail] = useState('');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const invalid = checked && !isEmail(email);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (!isEmail(email)) return;
    setBusy(true);
    const sent = await sendLink(kind, email.trim());
    setBusy(false);
    if (sent) onSent(email.trim());
  }

  return (
    <form className="space-y-4" onSubmit={onSubmit} noValidate>
      <TextField
        label={i18n._({ id: 'auth.email', message: 'Email' })}
        type="email"
        autoComplete="email"
        maxLength={320}
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={invalid ? LINK_MESSAGES.invalidEmail : null}
      />
      <FormError message={error} />
      <button type="submit" className={buttonClass('primary', 'w-full')} disabled={busy}>
        <Send aria-hidden="true" className="size-4" />
        {busy ? i18n._({ id: 'auth.sending', message: 'Sending...' }) : submitLabel}
      </button>
    </form>
  );
}
