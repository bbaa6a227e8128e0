import { useQuery } from '@tanstack/react-query';
import {
  Briefcase,
  ClipboardList,
  Inbox,
  Clock,
  MessageSquare,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useDashboardDisplay, visibleStats } from '@/features/settings';
import { statsFor, type Role, type StatKey } from '@/lib/capabilities';
import { paths } from '@/lib/paths';
import { statsQuery } from '../api/queries';
import { StatCard } from './stat-card';

const d = paths.dashboard;

/** Each card's label, icon and the page behind its figure (a page of every role that has the card). */
const STAT_CARDS: Record<StatKey, { label: string; icon: LucideIcon; to: string }> = {
  active_cases: { label: 'Active Cases', icon: Briefcase, to: d.cases },
  contractors: { label: 'Contractors', icon: Users, to: d.contractors },
  unread_messages: { label: 'Unread Messages', icon: MessageSquare, to: d.messages },
  assigned_cases: { label: 'Assigned Cases', icon: Briefcase, to: d.cases },
  hours_this_month: { label: 'Hours This Month', icon: Clock, to: `${d.timeTracking}?range=month` },
  available_cases: { label: 'Available Cases', icon: Briefcase, to: d.opportunities },
  pending_applications: {
    label: 'Pending Applications',
    icon: ClipboardList,
    to: `${d.applications}?status=pending`,
  },
  new_requests: { label: 'New Requests', icon: Inbox, to: `${d.requests}?status=new` },
};

/**
 * The role's stat cards, in the capabilities table's order and all from one call,
 * less the ones the user's display settings hide; compact view packs them tighter.
 */
export function RoleStats({ role, userId }: { role: Role; userId: string }) {
  const display = useDashboardDisplay(userId);
  const stats = useQuery(statsQuery(userId, role)).data;
  return (
    <section aria-labelledby="overview" className="mt-8">
      <h2 id="overview" className="sr-only">
        Overview
      </h2>
      <div
        data-compact={display.compactView || undefined}
        className={`grid sm:grid-cols-2 lg:grid-cols-3 ${display.compactView ? 'gap-2' : 'gap-4'}`}
      >
        {visibleStats(statsFor(role), display).map((key) => (
          <StatCard
            key={key}
            label={STAT_CARDS[key].label}
            icon={STAT_CARDS[key].icon}
            to={STAT_CARDS[key].to}
            value={stats?.[key] ?? null}
            compact={display.compactView}
          />
        ))}
      </div>
    </section>
  );
}
