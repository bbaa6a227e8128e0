// Sign-up form checks, each with the message shown under its field.
export const MIN_PASSWORD_LENGTH = 6;
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';
export const PASSWORDS_MATCH = 'Passwords match';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const NAME_REQUIRED = 'Full name is required';
export const EMAIL_INVALID = 'Please enter a valid email address';

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
