// The pieces other features render, loaded on first use so the public pages'
// bundle does not carry the forms and their validation library.
import { lazy, Suspense, use } from 'react';
import { Spinner } from '@/components/spinner';
import { loadApplicationCatalog } from '../lib/application-catalog';

const GalForm = lazy(() =>
  import('./gal-application-form').then((m) => ({ default: m.GalApplicationForm })),
);

/** The form once its words are in, in the page's language (their own catalog). */
function GalFormInLanguage({ onSubmitted }: { onSubmitted?(): void }) {
  use(loadApplicationCatalog());
  return <GalForm onSubmitted={onSubmitted} />;
}
const Applications = lazy(() =>
  import('./your-applications').then((m) => ({ default: m.YourApplications })),
);
const Prompt = lazy(() => import('./enroll-prompt').then((m) => ({ default: m.EnrollPrompt })));

/** The GAL application form for /apply, shown when the chooser's flag is set. */
export function GalApplicationForm({ onSubmitted }: { onSubmitted?(): void }) {
  return (
    <Suspense fallback={<Spinner label="Loading the application form" showLabel />}>
      <GalFormInLanguage onSubmitted={onSubmitted} />
    </Suspense>
  );
}

/** 'Your Applications' on the dashboard home; renders nothing without submissions. */
export function YourApplications() {
  return (
    <Suspense fallback={null}>
      <Applications />
    </Suspense>
  );
}

/**
 * The 'Become a GAL Contractor' panel for free users, or where their application stands
 * once they have applied (nothing until that is known, so the wrong one never flashes).
 */
export function EnrollPrompt({ className }: { className?: string }) {
  return (
    <Suspense fallback={null}>
      <Prompt className={className} />
    </Suspense>
  );
}
