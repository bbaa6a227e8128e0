import { useCallback, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

type Update = (prev: URLSearchParams) => URLSearchParams;

/**
 * `useSearchParams` whose setter builds on the latest params written, not on
 * the ones of the render the handler closed over. React Router hands its
 * updater the render-time params, so two changes made before a re-render
 * (two selects changed in a row) would keep only the second.
 */
export function useSearchParamsLatest() {
  const [params, setParams] = useSearchParams();
  // What this hook last wrote, and from which rendered params: until the URL
  // renders anew, further writes build on it.
  const written = useRef<{ from: URLSearchParams; params: URLSearchParams } | null>(null);
  const update = useCallback(
    (next: Update, options?: NavigateOptions) => {
      const base = written.current?.from === params ? written.current.params : params;
      const result = next(new URLSearchParams(base));
      written.current = { from: params, params: result };
      setParams(result, options);
    },
    [params, setParams],
  );
  return [params, update] as const;
}
