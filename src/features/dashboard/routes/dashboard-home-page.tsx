import { Link } from 'react-router-dom';
import { ArrowRight, GraduationCap } from 'lucide-react';
import { buttonClass } from '@/components/button-styles';
import { PageHeader } from '@/components/page-header';
import { useAuthStore } from '@/features/auth';
import { RoleStats } from '../components/role-stats';

export function DashboardHomePage() {
  const user = useAuthStore((s) => s.user);
  if (!user) return null;

  return (
    <>
      <PageHeader
        title={`Welcome, ${user.full_name}`}
        description="Here is where your guardian ad litem work stands today."
      />
      <RoleStats role={user.role} />
      {user.role === 'free' ? (
        <section
          aria-labelledby="enroll-prompt"
          className="mt-8 flex flex-col gap-4 rounded-xl border border-indigo-200 bg-indigo-50 p-6 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex items-start gap-3">
            <GraduationCap aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-indigo-700" />
            <div>
              <h2 id="enroll-prompt" className="text-lg font-semibold text-slate-900">
                Become a GAL Contractor
              </h2>
              <p className="text-slate-700">
                Enroll to accept paid and pro bono cases and log your hours.
              </p>
            </div>
          </div>
          <Link to="/dashboard/enroll" className={buttonClass('primary', 'shrink-0')}>
            Start Enrollment
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </section>
      ) : null}
    </>
  );
}
