import { Outlet } from 'react-router-dom';
import { useAuthStore } from '@/features/auth';
import { SideNav } from './side-nav';

/** Side navigation and the dashboard page. Rendered only for a signed-in user (RequireAuth). */
export function DashboardLayout() {
  const role = useAuthStore((s) => s.user?.role ?? 'free');
  return (
    <div className="flex flex-1">
      <SideNav role={role} />
      <div className="min-w-0 flex-1 px-4 py-8 sm:px-8">
        <div className="mx-auto max-w-6xl">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
