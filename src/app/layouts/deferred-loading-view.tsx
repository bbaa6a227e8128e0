// The full-screen loading view, fetched when first needed: a signed-out visitor's
// first page never shows it, so its phrases stay off the public pages' first load.
import { lazy, Suspense } from 'react';

const LoadingView = lazy(() =>
  import('@/components/loading-view').then((m) => ({ default: m.LoadingView })),
);

export function DeferredLoadingView() {
  return (
    <Suspense
      fallback={
        <p role="status" className="fixed inset-0 z-50 bg-slate-50">
          <span className="sr-only">Loading</span>
        </p>
      }
    >
      <LoadingView />
    </Suspense>
  );
}
