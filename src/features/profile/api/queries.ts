// The profile page's read. Only its lazy page loads this module: the session's code on the
// landing's first load never takes the query library.
import { queryOptions } from '@tanstack/react-query';
import { profileKeys } from './keys';
import { fetchProfile } from './profile-api';

export const profileRowQuery = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.row(userId),
    queryFn: () =>
      fetchProfile(userId).catch((e: unknown) => {
        // Profile load errors are only logged; the page shows an empty form.
        console.error('Error loading profile', e);
        throw e;
      }),
  });
