import { renderHook } from '@testing-library/react';
import { useAuthStore, type Session } from '@/features/auth';
import { userRow } from '@/test/backend';
import { useProfileStore } from './profile-store';
import { useSessionStatus } from './selectors';

const session = { user: { id: 'id-free' } } as unknown as Session;
function status() {
  const { result, unmount } = renderHook(() => useSessionStatus());
  unmount();
  return result.current;
}

describe('useSessionStatus', () => {
  it('is loading while the stored session is restored', () => {
    useAuthStore.setState({ initializing: true, session: null });
    expect(status()).toEqual({ status: 'loading' });
  });

  it('is loading while a session has no row yet', () => {
    useAuthStore.setState({ initializing: false, session });
    expect(status()).toEqual({ status: 'loading' });
    useAuthStore.setState({ session: null });
    useProfileStore.setState({ loading: true });
    expect(status()).toEqual({ status: 'loading' });
  });

  it('is signed out with no session and no row loading', () => {
    useAuthStore.setState({ initializing: false, session: null });
    expect(status()).toEqual({ status: 'signedOut' });
  });

  it('carries the user once the row is known', () => {
    const user = userRow('contractor');
    useAuthStore.setState({ initializing: false, session });
    useProfileStore.setState({ user });
    expect(status()).toEqual({ status: 'known', user });
  });
});
