// Test helpers: users rows and auth store states.
import type { UserRole, UserRow } from '@/features/auth';
import { useAuthStore } from '@/features/auth';

export function userRow(role: UserRole = 'free', overrides: Partial<UserRow> = {}): UserRow {
  return {
    id: `id-${role}`,
    email: `${role}@example.test`,
    full_name: `Pat ${role[0]?.toUpperCase()}${role.slice(1)}`,
    role,
    hourly_rate: null,
    avatar_url: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

export function setSignedOut(): void {
  useAuthStore.setState({
    initializing: false,
    session: null,
    user: null,
    profileLoading: false,
    error: null,
  });
}

export function setSignedIn(role: UserRole = 'free', overrides: Partial<UserRow> = {}): UserRow {
  const user = userRow(role, overrides);
  useAuthStore.setState({
    initializing: false,
    session: null,
    user,
    profileLoading: false,
    error: null,
  });
  return user;
}
