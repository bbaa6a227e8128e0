import { useNavigate } from 'react-router';
import { useAuthStore } from '@/features/auth';
import { useOutbox } from '@/features/work-record';
import { paths } from '@/lib/paths';
import { useUiStore } from '@/stores/ui-store';

/** Said before a sign-out would wipe contacts that never reached the server. */
export const WAITING_WARNING = (n: number) =>
  `${n} ${n === 1 ? 'contact has' : 'contacts have'} not been sent yet. Signing out deletes ${n === 1 ? 'it' : 'them'} from this phone.`;

/** How many contacts wait on this device: the sign-out asks first when there are any. */
export const waitingContacts = () => useOutbox.getState().items.length;

/**
 * Goes home, then signs out, behind the loading view, and wipes what this device kept for
 * logging offline (the outbox and the cached cases). The caller asks first when contacts
 * still wait (`waitingContacts()`). Leaving the dashboard first keeps its
 * guard from sending a voluntary sign-out to /login as if the session had ended there.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const signOut = useAuthStore((s) => s.signOut);
  const startLoading = useUiStore((s) => s.startLoading);
  const stopLoading = useUiStore((s) => s.stopLoading);
  return async () => {
    startLoading();
    try {
      // A data router navigates asynchronously: wait until home is shown, or the dashboard's
      // guard could see the signed-out state first and send the user to /login.
      await navigate(paths.home, { replace: true });
      await signOut();
      await useOutbox
        .getState()
        .wipe()
        .catch((e: unknown) => console.error('Could not clear this device', e));
    } finally {
      stopLoading();
    }
  };
}
