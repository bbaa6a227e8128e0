import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * After a failed check, moves focus to the first control marked invalid inside `container`
 * (in page order). Call the returned function when the errors have been set.
 */
export function useFirstInvalidFocus(container: RefObject<HTMLElement | null>): () => void {
  const [request, setRequest] = useState(0);
  const handled = useRef(0);
  useEffect(() => {
    if (request === handled.current) return;
    handled.current = request;
    container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request, container]);
  return () => setRequest((n) => n + 1);
}
