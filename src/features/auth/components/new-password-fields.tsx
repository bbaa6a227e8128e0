import { Check, X } from 'lucide-react';
import { TextField } from '@/components/text-field';
import {
  PASSWORDS_DO_NOT_MATCH,
  PASSWORDS_MATCH,
  PASSWORD_TOO_SHORT,
  isPasswordLongEnough,
} from '../lib/password-rules';

interface NewPasswordFieldsProps {
  password: string;
  confirmPassword: string;
  onPassword(value: string): void;
  onConfirmPassword(value: string): void;
  /** 'Password' on sign-up, 'New Password' on the reset page. */
  label?: string;
  onFocus?(): void;
}

/** A new password and its confirmation with the specification's live checks. */
export function NewPasswordFields({
  password,
  confirmPassword,
  onPassword,
  onConfirmPassword,
  label = 'Password',
  onFocus,
}: NewPasswordFieldsProps) {
  const matches = password === confirmPassword;
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        onFocus={onFocus}
        error={password !== '' && !isPasswordLongEnough(password) ? PASSWORD_TOO_SHORT : null}
      />
      <TextField
        label={`Confirm ${label}`}
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
              {PASSWORDS_MATCH}
            </span>
          ) : null
        }
        error={
          confirmPassword !== '' && !matches ? (
            <>
              <X aria-hidden="true" className="size-4" />
              {PASSWORDS_DO_NOT_MATCH}
            </>
          ) : null
        }
      />
    </>
  );
}
