import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAppUpdate } from '@/stores/app-update-store';
import { UpdatePrompt } from './update-prompt';

describe('the new-version prompt', () => {
  it('says nothing while no new release waits', () => {
    render(<UpdatePrompt />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers Reload once a release waits, and Reload activates it', async () => {
    const reload = vi.fn(() => Promise.resolve());
    render(<UpdatePrompt />);
    useAppUpdate.getState().offer(reload);
    expect(await screen.findByRole('status')).toHaveTextContent('A new version is ready');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
