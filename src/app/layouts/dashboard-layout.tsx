import { Outlet, useLocation } from 'react-router';
import { Info } from 'lucide-react';
import { useCurrentUser, useRole } from '@/features/profile';
import { useApplyTheme, useDashboardDisplay } from '@/features/settings';
import { OfflineBanner, useOnline, useOutboxRunner } from '@/features/work-record';
import { useDashboardDocumentTitle } from '../document-title';
import type { Notice } from '../guards';
import { NAV_ITEMS } from '../navigation';
import { QueryProvider } from '@/components/query-provider';
import { SideNav } from './side-nav';
import { useShell } from './use-shell';

/** Side navigation and the dashboard page. Rendered only for a signed-in user (RequireAuth). */
export function DashboardLayout() {
  return (
    <QueryProvider>
      <DashboardFrame />
    </QueryProvider>
  );
}

function DashboardFrame() {
  const role = useRole();
  useDashboardDocumentTitle((handle) => (handle.page ? NAV_ITEMS[handle.page].label : ''));
  const notice = (useLocation().state as Notice | null)?.notice;
  const userId = useCurrentUser()?.id;
  const online = useOnline();
  useShell(online ? userId : undefined);
  useOutboxRunner(userId);
  useApplyTheme(userId);
  // Compact View: a smaller spacing unit (src/index.css) tightens every list and card.
  const compact = useDashboardDisplay(userId).compactView;
  return (
    <div className="flex flex-1">
      <SideNav role={role} />
      <div data-compact={compact || undefined} className="min-w-0 flex-1 px-4 py-8 sm:px-8">
        <div className="mx-auto max-w-6xl">
          {notice ? (
            <p
              role="status"
              className="mb-6 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
            >
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {notice}
            </p>
          ) : null}
          <OfflineBanner />
          <Outlet />
        </div>
      </div>
    </div>
  );
}
