// The width an element is laid out at, followed as it changes, so a chart draws at its
// real size and its text stays 12 px on a 390 px phone instead of shrinking with a
// viewBox. Without ResizeObserver (jsdom) it keeps the fallback. The drawing is also held to
// its box (max-width), so the moment between a resize and its redraw never widens the page.
import { useLayoutEffect, useRef, useState } from 'react';

export function useWidth<E extends HTMLElement>(fallback = 600) {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(fallback);
  // Measured before the first paint, so a phone never sees the fallback's width.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const first = Math.floor(el.getBoundingClientRect().width);
    if (first > 0) setWidth(first);
    const observer = new ResizeObserver(([entry]) => {
      const w = Math.floor(entry?.contentRect.width ?? 0);
      if (w > 0) setWidth(w);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
