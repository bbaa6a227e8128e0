// Sign-up form checks (SPEC 5).
export const MIN_PASSWORD_LENGTH = 6;
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';
export const PASSWORDS_MATCH = 'Passwords match';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface SignUpFields {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export function isPasswordLongEnough(password: string): boolean {
  return password.length >= MIN_PASSWORD_LENGTH;
}

export function isSignUpValid(f: SignUpFields): boolean {
  return (
    f.fullName.trim() !== '' &&
    EMAIL_PATTERN.test(f.email.trim()) &&
    isPasswordLongEnough(f.password) &&
    f.password === f.confirmPassword
  );
}
