// Renders `children` only once the placeholder comes near the viewport, so code below
// the fold (the landing's request form) is fetched when the visitor scrolls to it, not
// with the page. Without IntersectionObserver (old browsers, jsdom) it renders at once.
import { useEffect, useRef, useState, type ReactNode } from 'react';

interface Props {
  /** Shown until the children render; keep its size close to theirs (no layout shift). */
  placeholder: ReactNode;
  children: ReactNode;
  /** How far below the viewport to start, so the code is usually there on arrival. */
  margin?: string;
}

export function WhenNearView({ placeholder, children, margin = '200px' }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  // Prerendering (no window) shows the placeholder, as a browser's first render does.
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );

  useEffect(() => {
    const target = ref.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near, margin]);

  return near ? children : <div ref={ref}>{placeholder}</div>;
}
