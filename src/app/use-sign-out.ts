import { useNavigate } from 'react-router-dom';
import { useAuthStore } from '@/features/auth';
import { paths } from '@/lib/paths';
import { useUiStore } from '@/stores/ui-store';

/** Signs out behind the loading view, then goes home. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const signOut = useAuthStore((s) => s.signOut);
  const startLoading = useUiStore((s) => s.startLoading);
  const stopLoading = useUiStore((s) => s.stopLoading);
  return async () => {
    startLoading();
    try {
      await signOut();
      navigate(paths.home, { replace: true });
    } finally {
      stopLoading();
    }
  };
}
