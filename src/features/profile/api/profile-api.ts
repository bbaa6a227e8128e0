// The profile page's calls: details, the professional profile and the avatar. Thin, typed
// wrappers over supabase-js; failures become AppError with the backend's code kept.
import { toAppError } from '@/lib/errors';
import { loadSupabase } from '@/lib/supabase-lazy';
import type { Tables, TablesInsert } from '@/lib/database.types';

export type ProfileRow = Tables<'user_profiles'>;

/** The specification's read: user_profiles where user_id is the current user, limit 1. */
export async function fetchProfile(userId: string): Promise<ProfileRow | null> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('user_profiles')
    .select('*')
    .eq('user_id', userId)
    .limit(1)
    .maybeSingle();
  if (error) throw toAppError(error);
  return data;
}

/** Users update where id is the current user (full_name, optionally hourly_rate). */
export async function updateUserInfo(
  userId: string,
  info: { full_name: string; hourly_rate?: number },
): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.from('users').update(info).eq('id', userId);
  if (error) throw toAppError(error, 'Failed to update user info');
}

/** Updates the profile row, or inserts it when there is none yet (with its messages). */
export async function saveProfileRow(
  payload: TablesInsert<'user_profiles'>,
  exists: boolean,
): Promise<ProfileRow> {
  const supabase = await loadSupabase();
  if (exists) {
    const { data, error } = await supabase
      .from('user_profiles')
      .update(payload)
      .eq('user_id', payload.user_id)
      .select()
      .single();
    if (error) throw toAppError(error, 'Failed to update profile');
    return data;
  }
  const { data, error } = await supabase.from('user_profiles').insert(payload).select().single();
  if (error) throw toAppError(error, 'Failed to create profile');
  return data;
}

const AVATARS = 'avatars';

/** Uploads under the user's own folder and returns the object's public URL. */
export async function uploadAvatar(userId: string, image: Blob): Promise<string> {
  const supabase = await loadSupabase();
  const ext = image.type === 'image/webp' ? 'webp' : image.type.replace('image/', '') || 'img';
  const path = `${userId}/${crypto.randomUUID()}.${ext}`;
  const { error } = await supabase.storage
    .from(AVATARS)
    .upload(path, image, { contentType: image.type, cacheControl: '31536000' });
  if (error) throw toAppError(error);
  return supabase.storage.from(AVATARS).getPublicUrl(path).data.publicUrl;
}

export async function setAvatarUrl(userId: string, url: string): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.from('users').update({ avatar_url: url }).eq('id', userId);
  if (error) throw toAppError(error);
}

export async function removeAvatarObject(path: string): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.storage.from(AVATARS).remove([path]);
  if (error) throw toAppError(error);
}
