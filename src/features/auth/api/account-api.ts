// Signing in and up, and the email links (confirmation, password reset): thin, typed wrappers
// over supabase-js for the auth pages; failures become AppError with the backend's code kept
// (e.g. 'invalid_credentials', 'otp_expired'). Off the landing page's first load.
import { toAppError } from '@/lib/errors';
import { loadSupabase } from '@/lib/supabase-lazy';
import type { Session, User } from './auth-api';
import { oneLine } from '@/lib/one-line';

export interface AuthResult {
  user: User | null;
  session: Session | null;
}

export async function signInWithPassword(email: string, password: string): Promise<AuthResult> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw toAppError(error);
  return { user: data.user, session: data.session };
}

/** With email confirmations on, no session comes back: the emailed link leads to `redirectTo`. */
export async function signUpWithPassword(
  email: string,
  password: string,
  fullName: string,
  redirectTo: string,
  language: string,
): Promise<AuthResult> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.auth.signUp({
    email,
    password,
    // `language`: the user's emails (this confirmation, later resets) are written in it.
    options: { data: { full_name: oneLine(fullName), language }, emailRedirectTo: redirectTo },
  });
  if (error) throw toAppError(error);
  return { user: data.user, session: data.session };
}

/** Mails the sign-up confirmation link again (nothing for a confirmed or unknown address). */
export async function resendConfirmation(email: string, redirectTo: string): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.auth.resend({
    type: 'signup',
    email,
    options: { emailRedirectTo: redirectTo },
  });
  if (error) throw toAppError(error);
}

/** Mails a password reset link (the server answers alike for an unknown address). */
export async function sendPasswordReset(email: string, redirectTo: string): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo });
  if (error) throw toAppError(error);
}

/** Swaps an email link's `?code=` for a session (PKCE: only in the browser that asked). */
export async function exchangeCode(code: string): Promise<Session> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.auth.exchangeCodeForSession(code);
  if (error) throw toAppError(error);
  return data.session;
}

/**
 * Signs in with the six-digit code an email carries beside its link. Unlike the link, it works
 * in any browser: the person types what the email shows.
 */
export async function verifyEmailCode(
  email: string,
  token: string,
  type: 'signup' | 'recovery',
): Promise<Session> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.auth.verifyOtp({ email, token, type });
  if (error) throw toAppError(error);
  if (!data.session) throw toAppError(new Error('No session'));
  return data.session;
}

export async function updatePassword(password: string): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.auth.updateUser({ password });
  if (error) throw toAppError(error);
}
