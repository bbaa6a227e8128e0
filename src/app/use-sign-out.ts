import { useNavigate } from 'react-router';
import { useAuthStore } from '@/features/auth';
import { paths } from '@/lib/paths';
import { useUiStore } from '@/stores/ui-store';

/**
 * Goes home, then signs out, behind the loading view. Leaving the dashboard first keeps its
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
    } finally {
      stopLoading();
    }
  };
}
