import { useEffect, useEffectEvent, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

interface FocusTrapOptions {
  active: boolean;
  onEscape(): void;
  /** Focused first; otherwise the first focusable element, otherwise the container. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * While active: moves focus into the container, keeps Tab and Shift+Tab inside it, calls onEscape
 * on Escape, and gives focus back to whatever had it before once inactive or unmounted.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  { active, onEscape, initialFocus }: FocusTrapOptions,
) {
  // An event, not a dependency: a new onEscape each render must not move focus back to the start.
  const escape = useEffectEvent(onEscape);

  useEffect(() => {
    const panel = container.current;
    if (!active || !panel) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusables = () => Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
    (initialFocus?.current ?? focusables()[0] ?? panel).focus();

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        escape();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const list = focusables();
      const first = list[0];
      const last = list[list.length - 1];
      const current = document.activeElement;
      const outside = !panel.contains(current);
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
      } else if (event.shiftKey && (current === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      previous?.focus();
    };
  }, [active, container, initialFocus]);
}
