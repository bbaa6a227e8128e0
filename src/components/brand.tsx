import { Scale } from 'lucide-react';

export const PRODUCT_NAME = 'GAL Connect';

/** The logo mark and product name. */
export function Brand({ hideNameOnMobile = false }: { hideNameOnMobile?: boolean }) {
  return (
    <span className="flex items-center gap-2 text-base font-bold tracking-tight whitespace-nowrap text-slate-900 sm:text-lg">
      <span className="flex size-8 items-center justify-center rounded-lg bg-indigo-700 text-white">
        <Scale aria-hidden="true" className="size-5" />
      </span>
      <span className={hideNameOnMobile ? 'hidden sm:inline' : undefined}>{PRODUCT_NAME}</span>
    </span>
  );
}
