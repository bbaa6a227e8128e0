import { Briefcase, Clock, MessageSquare, Users, type LucideIcon } from 'lucide-react';
import type { UserRole } from '@/features/auth';
import { StatCard } from './stat-card';

interface Stat {
  label: string;
  icon: LucideIcon;
}

// SPEC 6. The figures arrive with the cases feature; until then each card shows a dash.
const STATS_BY_ROLE: Record<UserRole, Stat[]> = {
  admin: [
    { label: 'Active Cases', icon: Briefcase },
    { label: 'Contractors', icon: Users },
    { label: 'Unread Messages', icon: MessageSquare },
  ],
  contractor: [
    { label: 'Assigned Cases', icon: Briefcase },
    { label: 'Hours This Month', icon: Clock },
    { label: 'Unread Messages', icon: MessageSquare },
  ],
  free: [{ label: 'Available Cases', icon: Briefcase }],
};

export function RoleStats({ role }: { role: UserRole }) {
  return (
    <section aria-labelledby="overview" className="mt-8">
      <h2 id="overview" className="sr-only">
        Overview
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {(STATS_BY_ROLE[role] ?? STATS_BY_ROLE.free).map((stat) => (
          <StatCard key={stat.label} label={stat.label} icon={stat.icon} value={null} />
        ))}
      </div>
    </section>
  );
}
