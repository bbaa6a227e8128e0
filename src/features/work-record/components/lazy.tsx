// The pieces other features render, loaded on first use so no other route's bundle
// carries them.
import { lazy, Suspense } from 'react';

const Rates = lazy(() =>
  import('./mileage-rates-section').then((m) => ({ default: m.MileageRatesSection })),
);

/** Settings' Mileage Rates section: admins only (it renders nothing for anyone else). */
export function MileageRatesSection() {
  return (
    <Suspense fallback={null}>
      <Rates />
    </Suspense>
  );
}
