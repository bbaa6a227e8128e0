// Second factors (TOTP) through supabase-js's auth.mfa API: enrolling an authenticator,
// verifying its code (the session becomes aal2) and removing it. Admins need aal2 for
// anything admin (the database's private.is_admin); for others a factor is optional.
import { toAppError } from '@/lib/errors';
import { loadSupabase } from '@/lib/supabase-lazy';

export interface Assurance {
  current: string | null;
  /** 'aal2' when the user has a verified factor. */
  next: string | null;
}

export interface TotpEnrollment {
  factorId: string;
  /** An SVG data URL of the otpauth:// URI. */
  qrCode: string;
  /** The same secret in base32, for typing into an authenticator by hand. */
  secret: string;
}

export async function getAssurance(): Promise<Assurance> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  if (error) throw toAppError(error);
  return { current: data.currentLevel, next: data.nextLevel };
}

/** The user's verified TOTP factor, if any. */
export async function verifiedTotpFactorId(): Promise<string | null> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.auth.mfa.listFactors();
  if (error) throw toAppError(error);
  return data.totp[0]?.id ?? null;
}

/** Starts enrolling an authenticator; unverified factors left from an abandoned try go first. */
export async function enrollTotp(): Promise<TotpEnrollment> {
  const supabase = await loadSupabase();
  const listed = await supabase.auth.mfa.listFactors();
  if (listed.error) throw toAppError(listed.error);
  for (const factor of listed.data.all) {
    if (factor.status === 'unverified') await supabase.auth.mfa.unenroll({ factorId: factor.id });
  }
  const { data, error } = await supabase.auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: `Authenticator ${new Date().toISOString().slice(0, 16)}`,
  });
  if (error) throw toAppError(error);
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

/** Checks a code from the authenticator; the session becomes aal2. */
export async function verifyTotp(factorId: string, code: string): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code: code.trim() });
  if (error) throw toAppError(error);
}

export async function removeTotp(factorId: string): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.auth.mfa.unenroll({ factorId });
  if (error) throw toAppError(error);
}
