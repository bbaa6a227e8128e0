// The profile page: saving the user_profiles row (the row is a query) and the avatar
// upload states (idle, uploading, done). After a save or an upload the
// signed-in user's row is reloaded so the top bar shows the new name and photo.
import { create } from 'zustand';
import { messageOf } from '@/lib/errors';
import { queryClient } from '@/lib/query-client';
import { profileKeys } from '../api/keys';
import * as api from '../api/profile-api';
import { checkAvatarFile, ownAvatarPath, shrinkAvatar } from '../lib/avatar';
import {
  buildProfileSave,
  fieldOfRefusal,
  validateProfile,
  type ProfileErrors,
  type ProfileForm,
} from '../lib/profile-form';
import { useProfileStore } from './profile-store';

export type AvatarStatus = 'idle' | 'uploading' | 'done';

export const PROFILE_MESSAGES = {
  saved: 'Profile updated successfully!',
  saveFailed: (message: string) => `Error updating profile: ${message}`,
} as const;

/** One field's message, or how many fields need a look. */
function summary(messages: string[]): string {
  return messages.length === 1
    ? messages[0]!
    : `${messages.length} fields need correcting (see the messages under them)`;
}

interface ProfilePageState {
  saving: boolean;
  /** The specification's outcome line after a save. */
  notice: { tone: 'success' | 'error'; text: string } | null;
  /** What is wrong with each field the last save was refused for. */
  fieldErrors: ProfileErrors;
  avatarStatus: AvatarStatus;
  avatarError: string | null;
  /** True when saved; the page then leaves edit mode. */
  save(userId: string, form: ProfileForm): Promise<boolean>;
  uploadAvatar(file: File): Promise<void>;
  dismissNotice(): void;
}

/** Shrinks the image; if the browser cannot decode it, the original goes up and the bucket decides. */
async function prepareAvatar(file: File): Promise<Blob> {
  try {
    return await shrinkAvatar(file);
  } catch {
    return file;
  }
}

export const useProfilePageStore = create<ProfilePageState>()((set) => ({
  saving: false,
  notice: null,
  fieldErrors: {},
  avatarStatus: 'idle',
  avatarError: null,

  async save(userId, form) {
    const refuse = (fieldErrors: ProfileErrors, text: string) => {
      set({
        saving: false,
        fieldErrors,
        notice: { tone: 'error', text: PROFILE_MESSAGES.saveFailed(text) },
      });
      return false;
    };
    // Nothing is sent while a field is wrong: a partial save would read as success.
    const errors = validateProfile(form);
    const messages = Object.values(errors);
    if (messages.length) return refuse(errors, summary(messages));
    set({ saving: true, notice: null, fieldErrors: {} });
    try {
      const { userInfo, profile } = buildProfileSave(userId, form);
      await api.updateUserInfo(userId, userInfo);
      const exists = (await api.fetchProfile(userId)) !== null;
      const saved = await api.saveProfileRow(profile, exists);
      // The write's answer is the stored row: no need to ask for it again.
      queryClient.setQueryData(profileKeys.row(userId), saved);
      set({
        saving: false,
        notice: { tone: 'success', text: PROFILE_MESSAGES.saved },
      });
      await useProfileStore.getState().reload();
      return true;
    } catch (e) {
      const refused = fieldOfRefusal(e);
      return refused
        ? refuse({ [refused.field]: refused.message }, refused.message)
        : refuse({}, messageOf(e));
    }
  },

  async uploadAvatar(file) {
    const refused = checkAvatarFile(file);
    if (refused) {
      set({ avatarStatus: 'idle', avatarError: refused });
      return;
    }
    const user = useProfileStore.getState().user;
    if (!user) return;
    set({ avatarStatus: 'uploading', avatarError: null });
    try {
      const url = await api.uploadAvatar(user.id, await prepareAvatar(file));
      await api.setAvatarUrl(user.id, url);
      const old = ownAvatarPath(user.avatar_url, user.id);
      if (old) {
        // Best effort: a leftover object costs storage, not correctness.
        await api.removeAvatarObject(old).catch((e: unknown) => {
          console.error('Could not remove the old avatar', e);
        });
      }
      await useProfileStore.getState().reload();
      set({ avatarStatus: 'done' });
    } catch (e) {
      set({ avatarStatus: 'idle', avatarError: messageOf(e) });
    }
  },

  dismissNotice() {
    set({ notice: null, fieldErrors: {} });
  },
}));
