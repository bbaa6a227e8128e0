import { Scale } from 'lucide-react';

export const PRODUCT_NAME = 'GAL Connect';

/** The logo mark and product name. */
export function Brand() {
  return (
    <span className="flex items-center gap-2 text-lg font-bold tracking-tight text-slate-900">
      <span className="flex size-8 items-center justify-center rounded-lg bg-indigo-700 text-white">
        <Scale aria-hidden="true" className="size-5" />
      </span>
      {PRODUCT_NAME}
    </span>
  );
}
