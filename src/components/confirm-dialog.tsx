import { useRef, type ReactNode } from 'react';
import { buttonClass } from './button-styles';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  /** A question naming the action: 'Delete this time entry?' */
  title: string;
  /** What the action does, read with the title. */
  description?: ReactNode;
  children?: ReactNode;
  /** The action's own name: 'Delete Entry', never a bare 'OK'. */
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before an action that is hard to undo; Cancel has the focus, so Enter changes nothing. */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={description}
      initialFocus={cancelRef}
      footer={
        <>
          <button
            ref={cancelRef}
            type="button"
            className={buttonClass('secondary')}
            onClick={onCancel}
          >
            {cancelLabel}
          </button>
          <button type="button" className={buttonClass('primary')} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
