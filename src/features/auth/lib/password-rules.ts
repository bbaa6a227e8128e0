// Sign-up form checks, each with the message shown under its field, read in the page's
// language when shown.
import { i18n } from '@lingui/core';

export const MIN_PASSWORD_LENGTH = 6;
export const PASSWORD_RULES = {
  get tooShort() {
    return i18n._({
      id: 'auth.password.tooShort',
      message: 'Password must be at least 6 characters',
    });
  },
  get match() {
    return i18n._({ id: 'auth.password.match', message: 'Passwords match' });
  },
  get noMatch() {
    return i18n._({ id: 'auth.password.noMatch', message: 'Passwords do not match' });
  },
  get nameRequired() {
    return i18n._({ id: 'auth.name.required', message: 'Full name is required' });
  },
  get emailInvalid() {
    return i18n._({ id: 'auth.email.invalid', message: 'Please enter a valid email address' });
  },
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface SignUpFields {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export function isEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

export function isPasswordLongEnough(password: string): boolean {
  return password.length >= MIN_PASSWORD_LENGTH;
}

/** A new password and its confirmation, as sign-up and the reset page check them. */
export function isNewPasswordValid(password: string, confirmPassword: string): boolean {
  return isPasswordLongEnough(password) && password === confirmPassword;
}

export function isSignUpValid(f: SignUpFields): boolean {
  return (
    f.fullName.trim() !== '' &&
    isEmail(f.email) &&
    isNewPasswordValid(f.password, f.confirmPassword)
  );
}
