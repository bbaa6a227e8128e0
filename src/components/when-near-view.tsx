// Renders `children` only once the placeholder comes near the viewport, so code below
// the fold (the landing's request form, the dashboard's charts) is fetched when the visitor
// scrolls to it, not with the page. Without IntersectionObserver (old browsers, jsdom) it
// renders at once, or, given `withoutObserver`, shows that (a button that calls `show`)
// so what costs a request is still asked for only by the reader.
import { useEffect, useRef, useState, type ReactNode } from 'react';

interface Props {
  /** Shown until the children render; keep its size close to theirs (no layout shift). */
  placeholder: ReactNode;
  children: ReactNode;
  /** How far below the viewport to start, so the code is usually there on arrival. */
  margin?: string;
  /** Without IntersectionObserver: shown instead of rendering at once; `show` renders the children. */
  withoutObserver?: (show: () => void) => ReactNode;
}

export function WhenNearView({ placeholder, children, margin = '200px', withoutObserver }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const observes = typeof IntersectionObserver !== 'undefined';
  // Prerendering (no window) shows the placeholder, as a browser's first render does.
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && !observes && !withoutObserver,
  );

  useEffect(() => {
    const target = ref.current;
    if (near || !target || !observes) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near, margin, observes]);

  if (near) return children;
  if (!observes && withoutObserver && typeof window !== 'undefined')
    return <div>{withoutObserver(() => setNear(true))}</div>;
  return <div ref={ref}>{placeholder}</div>;
}
