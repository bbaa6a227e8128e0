import { Check, X } from 'lucide-react';
import { TextField } from '@/components/text-field';
import { useI18n } from '@/lib/use-i18n';
import { PASSWORD_RULES, isPasswordLongEnough } from '../lib/password-rules';

interface NewPasswordFieldsProps {
  password: string;
  confirmPassword: string;
  onPassword(value: string): void;
  onConfirmPassword(value: string): void;
  /** 'Password' on sign-up, 'New Password' on the reset page; the second field's label. */
  label?: string;
  confirmLabel?: string;
  onFocus?(): void;
}

/** A new password and its confirmation with the specification's live checks. */
export function NewPasswordFields({
  password,
  confirmPassword,
  onPassword,
  onConfirmPassword,
  label,
  confirmLabel,
  onFocus,
}: NewPasswordFieldsProps) {
  const i18n = useI18n();
  const matches = password === confirmPassword;
  return (
    <>
      <TextField
        label={label ?? i18n._({ id: 'auth.password', message: 'Password' })}
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        onFocus={onFocus}
        error={password !== '' && !isPasswordLongEnough(password) ? PASSWORD_RULES.tooShort : null}
      />
      <TextField
        label={confirmLabel ?? i18n._({ id: 'auth.password.confirm', message: 'Confirm Password' })}
        type="password"
        autoComplete="new-password"
        required
        value={confirmPassword}
        onChange={(e) => onConfirmPassword(e.target.value)}
        onFocus={onFocus}
        hint={
          confirmPassword !== '' && matches ? (
            <span className="flex items-center gap-1 text-green-800">
              <Check aria-hidden="true" className="size-4" />
              {PASSWORD_RULES.match}
            </span>
          ) : null
        }
        error={
          confirmPassword !== '' && !matches ? (
            <>
              <X aria-hidden="true" className="size-4" />
              {PASSWORD_RULES.noMatch}
            </>
          ) : null
        }
      />
    </>
  );
}
