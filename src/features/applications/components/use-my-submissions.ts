// The signed-in user's applications for a screen: loaded on mount, only ever theirs, and
// kept on screen while a later load runs (so a form never unmounts under the typist).
import { useQuery } from '@tanstack/react-query';
import { errorText } from '@/lib/query-client';
import type { Submission } from '../api/applications-api';
import { mySubmissionsQuery } from '../api/queries';

const NONE: Submission[] = [];

export function useMySubmissions(userId: string | undefined): {
  items: Submission[];
  /** An answer (or an error instead) for this user has arrived. */
  loaded: boolean;
  error: string | null;
} {
  const read = useQuery({ ...mySubmissionsQuery(userId ?? ''), enabled: !!userId });
  return { items: read.data ?? NONE, loaded: !read.isPending, error: errorText(read.error) };
}
