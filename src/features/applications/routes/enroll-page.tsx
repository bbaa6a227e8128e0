// Enroll (free users): becoming a contractor means filing the GAL application,
// so the page holds that form, or the state of the application already filed.
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/lib/paths';
import { GalApplicationForm } from '../components/gal-application-form';

export function EnrollPage() {
  return (
    <>
      <PageHeader
        title="Become a GAL Contractor"
        description="Complete your enrollment to accept paid and pro bono cases."
      />
      <section aria-labelledby="gal-application" className="mt-6">
        <h2 id="gal-application" className="text-xl font-bold text-slate-900">
          Family Law Guardian ad Litem Application
        </h2>
        <div className="mt-4">
          <GalApplicationForm />
        </div>
      </section>
      <p className="mt-8 text-sm text-slate-600">
        Not ready to take cases on your own?{' '}
        <Link
          to={paths.applyAssistant}
          className="font-medium text-indigo-700 underline-offset-2 hover:underline"
        >
          Apply as a GAL Assistant
        </Link>
        .
      </p>
    </>
  );
}
