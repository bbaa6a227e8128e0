import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './dialog';

function Page({ withInitialFocus = false }: { withInitialFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const nameRef = useRef<HTMLInputElement>(null);
  return (
    <main>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Edit Case
      </button>
      {/* A new onClose on every render, as callers write it. */}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Edit Case"
        description="Changes are visible to the assigned contractor."
        initialFocus={withInitialFocus ? nameRef : undefined}
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            Save
          </button>
        }
      >
        <label>
          Case Name
          <input ref={nameRef} value={name} onChange={(e) => setName(e.target.value)} />
        </label>
      </Dialog>
    </main>
  );
}

async function openDialog(props?: { withInitialFocus?: boolean }) {
  const ui = userEvent.setup();
  render(<Page {...props} />);
  const opener = screen.getByRole('button', { name: 'Edit Case' });
  await ui.click(opener);
  return { ui, opener, dialog: screen.getByRole('dialog', { name: 'Edit Case' }) };
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(<Page />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a modal in <body>, named by its title and described by its description', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Changes are visible to the assigned contractor.');
    expect(dialog.parentElement?.parentElement).toBe(document.body);
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('moves focus to the first focusable element, the close button', async () => {
    await openDialog();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('moves focus to the element asked for instead', async () => {
    await openDialog({ withInitialFocus: true });
    expect(screen.getByLabelText('Case Name')).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { ui } = await openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const input = screen.getByLabelText('Case Name');
    const save = screen.getByRole('button', { name: 'Save' });
    await ui.tab();
    expect(input).toHaveFocus();
    await ui.tab();
    expect(save).toHaveFocus();
    await ui.tab();
    expect(close).toHaveFocus();
    await ui.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('keeps focus where the user is while they type', async () => {
    const { ui } = await openDialog();
    const input = screen.getByLabelText('Case Name');
    await ui.click(input);
    await ui.keyboard('Dependency review');
    expect(input).toHaveValue('Dependency review');
    expect(input).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { ui, opener } = await openDialog();
    await ui.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a backdrop click, the close button, or an action inside', async () => {
    const first = await openDialog();
    const backdrop = first.dialog.previousElementSibling as HTMLElement;
    await first.ui.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(first.opener).toHaveFocus();

    await first.ui.click(first.opener);
    await first.ui.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await first.ui.click(first.opener);
    await first.ui.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(first.opener).toHaveFocus();
  });
});
