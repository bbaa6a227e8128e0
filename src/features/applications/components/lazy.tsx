// The pieces other features render, loaded on first use so the public pages'
// bundle does not carry the forms and their validation library.
import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/spinner';

const GalForm = lazy(() =>
  import('./gal-application-form').then((m) => ({ default: m.GalApplicationForm })),
);
const Applications = lazy(() =>
  import('./your-applications').then((m) => ({ default: m.YourApplications })),
);
const Prompt = lazy(() => import('./enroll-prompt').then((m) => ({ default: m.EnrollPrompt })));

type StoreModule = typeof import('../stores/my-applications-store');
let storeModule: StoreModule | undefined;

/**
 * The dashboard home's one request answers the applicant's list, which its lazy widgets
 * then load; the store's code comes with them, so it is imported here on demand too.
 * Once that code is in, the prime is synchronous: a widget whose code is also in mounts in
 * the same commit, and its own load must find the prime already there (else it asks again).
 */
export function primeMyApplications(userId: string, json: Promise<unknown>): Promise<() => void> {
  if (storeModule) return Promise.resolve(storeModule.primeMyApplications(userId, json));
  return import('../stores/my-applications-store').then((m) => {
    storeModule = m;
    return m.primeMyApplications(userId, json);
  });
}

/** The GAL application form for /apply (SPEC 2), shown when the chooser's flag is set. */
export function GalApplicationForm({ onSubmitted }: { onSubmitted?(): void }) {
  return (
    <Suspense fallback={<Spinner label="Loading the application form" showLabel />}>
      <GalForm onSubmitted={onSubmitted} />
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
 * SPEC 2's 'Become a GAL Contractor' panel for free users, or where their application stands
 * once they have applied (nothing until that is known, so the wrong one never flashes).
 */
export function EnrollPrompt({ className }: { className?: string }) {
  return (
    <Suspense fallback={null}>
      <Prompt className={className} />
    </Suspense>
  );
}
