// Shared by the build's prerender (prerender.tsx) and the app that hydrates its pages.
import { useEffect } from 'react';

/** Marks the controls the prerender disabled until the app has taken the page over. */
export const PRERENDER_DISABLED = 'data-prerender-disabled';

/**
 * Enables the prerendered controls once hydrated (hydration leaves attributes as they are).
 * Rendered beside the router on both sides, so the two trees, and their `useId`s, match.
 */
export function EnableControls() {
  useEffect(() => {
    for (const control of document.querySelectorAll(`[${PRERENDER_DISABLED}]`)) {
      control.removeAttribute('disabled');
      control.removeAttribute(PRERENDER_DISABLED);
    }
  }, []);
  return null;
}
