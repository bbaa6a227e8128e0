// The signed-in user's applications for a screen: loaded on mount, only ever theirs, and
// kept on screen while a later load runs (so a form never unmounts under the typist).
import { useEffect } from 'react';
import type { Submission } from '../api/applications-api';
import { useMyApplications } from '../stores/my-applications-store';

const NONE: Submission[] = [];

export function useMySubmissions(userId: string | undefined): {
  items: Submission[];
  /** An answer (or an error instead) for this user has arrived. */
  loaded: boolean;
  error: string | null;
} {
  const key = JSON.stringify(userId);
  const items = useMyApplications((s) => (s.dataKey === key ? s.data : null));
  const error = useMyApplications((s) => (s.params === userId ? s.error : null));
  useEffect(() => {
    if (userId) void useMyApplications.getState().load(userId);
  }, [userId]);
  return { items: items ?? NONE, loaded: items !== null || error !== null, error };
}
