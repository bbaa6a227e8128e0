import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { useFocusTrap } from './use-focus-trap';

interface DialogProps {
  open: boolean;
  onClose(): void;
  /** The heading that names the dialog. */
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Buttons along the bottom, e.g. Cancel and Save. */
  footer?: ReactNode;
  /** The close button's accessible name. */
  closeLabel?: string;
  /** A centred box, or a panel along the right edge (the Menu). */
  placement?: 'center' | 'right';
  /** Focused on open instead of the first focusable element (the close button). */
  initialFocus?: RefObject<HTMLElement | null>;
}

const LAYOUT = {
  center: {
    overlay: 'fixed inset-0 z-50 flex items-center justify-center p-4',
    panel: 'relative flex max-h-[90vh] w-full max-w-lg flex-col rounded-xl bg-white shadow-xl',
    header: 'px-6 py-4',
    title: 'text-lg',
    body: 'p-6',
    footer: 'flex flex-wrap justify-end gap-2 px-6 py-4',
  },
  right: {
    overlay: 'fixed inset-0 z-40 flex justify-end',
    panel: 'relative flex h-full w-72 max-w-[85vw] flex-col bg-white shadow-xl',
    header: 'px-4 py-3',
    title: 'text-base',
    body: 'p-3',
    footer: 'p-3',
  },
};

/**
 * A modal dialog: portalled to <body> (a sticky, blurred ancestor would otherwise contain the fixed
 * overlay), named by its title, focus moved in and trapped, Escape or a backdrop click closes it,
 * and focus goes back to the opener.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  closeLabel = 'Close',
  placement = 'center',
  initialFocus,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, { active: open, onEscape: onClose, initialFocus });

  useEffect(() => {
    if (!open) return;
    // The page behind must not scroll while the dialog is up.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  if (!open) return null;
  const layout = LAYOUT[placement];
  return createPortal(
    <div className={layout.overlay}>
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        className="absolute inset-0 cursor-default bg-slate-900/40"
        onClick={onClose}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={`${layout.panel} outline-none`}
      >
        <div
          className={`flex items-center justify-between gap-4 border-b border-slate-200 ${layout.header}`}
        >
          <h2 id={titleId} className={`${layout.title} font-semibold text-slate-900`}>
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            className="rounded-lg p-2 text-slate-600 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className={`flex-1 overflow-y-auto ${layout.body}`}>
          {description ? (
            <p id={descriptionId} className="mb-4 text-slate-600">
              {description}
            </p>
          ) : null}
          {children}
        </div>
        {footer ? (
          <div className={`border-t border-slate-200 ${layout.footer}`}>{footer}</div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
