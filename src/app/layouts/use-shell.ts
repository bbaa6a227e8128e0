// The dashboard frame's first load: one request whose parts are the first answers of the
// settings, the Messages badge and the bell (see shareAnswer), so none of them asks again.
// Their polls and reloads still ask for themselves.
import { useLayoutEffect } from 'react';
import { messageKeys } from '@/features/messages';
import { notificationKeys } from '@/features/notifications';
import { settingsKeys } from '@/features/settings';
import { shareAnswer } from '../share-answer';
import { fetchShell } from './shell-read';

/** Loads the frame's data for this user; runs before the views' own first loads. */
export function useShell(userId: string | undefined): void {
  // A layout effect runs before every passive one in the same commit, so each key is
  // loading with this answer before a view's own query mounts.
  useLayoutEffect(() => {
    if (!userId) return;
    const shell = fetchShell();
    shareAnswer(settingsKeys.stored(userId), shell, (s) => s.settings);
    shareAnswer(messageKeys.unread(userId), shell, (s) => s.unread_messages);
    shareAnswer(notificationKeys.unread(userId), shell, (s) => s.unread_notifications);
  }, [userId]);
}
