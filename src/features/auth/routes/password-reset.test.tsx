import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import { supabase } from '@/lib/supabase';
import { addAccount, issueEmailCode, issueLinkCode, sentMail } from '@/test/backend';
import { renderApp } from '@/test/render-app';

async function askForLink(email: string) {
  const ui = userEvent.setup();
  await ui.type(await screen.findByLabelText('Email'), email);
  await ui.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  return ui;
}

describe('/forgot-password', () => {
  it('asks for a valid address before sending anything, keeping what was typed', async () => {
    renderApp({ at: paths.forgotPassword });
    await askForLink('dana@example');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('dana@example');
    expect(sentMail).toEqual([]);
  });

  it('mails a reset link and says to check that inbox, without saying whether it has an account', async () => {
    renderApp({ at: paths.forgotPassword });
    await askForLink('dana@example.test');
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(/If an account uses/)).toHaveTextContent(
      'If an account uses dana@example.test, we sent it a link. Open it to set a new password.',
    );
    expect(sentMail).toEqual([{ kind: 'recovery', email: 'dana@example.test' }]);
  });
});

describe('resetting a forgotten password', () => {
  it('goes from the emailed link to a new password, signed in on the dashboard; the old one stops working', async () => {
    const row = addAccount('free', { password: 'old-secret', row: { full_name: 'Dana Doe' } });
    const { router } = renderApp({ at: paths.forgotPassword });
    const ui = await askForLink(row.email);
    await screen.findByRole('heading', { name: 'Check your email' });

    // The emailed link, after the auth service's /verify, lands here with a code.
    await router.navigate(`${paths.authCallback}?flow=recovery&code=${issueLinkCode(row.email)}`);
    expect(await screen.findByRole('heading', { name: 'Set a New Password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.resetPassword);
    // The page says they stay signed in: the top bar shows them signed in, as every signed-in page does.
    const topBar = screen.getByRole('banner');
    expect(await within(topBar).findByRole('button', { name: /Sign Out/ })).toBeInTheDocument();
    expect(within(topBar).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();

    await ui.type(screen.getByLabelText('New Password'), 'new-secret');
    await ui.type(screen.getByLabelText('Confirm New Password'), 'new-secre');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set Password' })).toBeDisabled();
    await ui.type(screen.getByLabelText('Confirm New Password'), 't');
    expect(screen.getByText('Passwords match')).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Set Password' }));

    // A confirmation before going on, so the change is not silent.
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(screen.getByText(/Your new password is saved/)).toBeInTheDocument();
    await ui.click(screen.getByRole('link', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Dana Doe' })).toBeInTheDocument();
    const old = await supabase.auth.signInWithPassword({
      email: row.email,
      password: 'old-secret',
    });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await supabase.auth.signInWithPassword({
      email: row.email,
      password: 'new-secret',
    });
    expect(fresh.error).toBeNull();
  });

  it('takes the code the email shows beside its link, in any browser, to the new-password page', async () => {
    const row = addAccount('free', { password: 'old-secret', row: { full_name: 'Dana Doe' } });
    const { router } = renderApp({ at: paths.forgotPassword });
    const ui = await askForLink(row.email);
    const code = await screen.findByRole('textbox', { name: 'Or enter the code from the email' });

    await ui.type(code, '12');
    await ui.click(screen.getByRole('button', { name: 'Continue with the code' }));
    expect(screen.getByText('Enter the 6 digits from the email.')).toBeInTheDocument();

    await ui.clear(code);
    await ui.type(code, '999999');
    await ui.click(screen.getByRole('button', { name: 'Continue with the code' }));
    expect(await screen.findByText(/This code is not right/)).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await ui.clear(code);
    await ui.type(code, issueEmailCode(row.email));
    await ui.click(screen.getByRole('button', { name: 'Continue with the code' }));
    expect(await screen.findByRole('heading', { name: 'Set a New Password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.resetPassword);
  });

  it('asks for the emailed link when nobody is signed in', async () => {
    renderApp({ at: paths.resetPassword });
    expect(
      await screen.findByText(
        'To set a new password, open the link in the email we sent you, or ask for a new one.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a Reset Link' })).toHaveAttribute(
      'href',
      paths.forgotPassword,
    );
  });

  it("holds the new password to SPEC's rule", async () => {
    renderApp({ as: 'free', at: paths.resetPassword });
    const ui = userEvent.setup();
    await ui.type(await screen.findByLabelText('New Password'), 'abc');
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Set Password' })).toBeDisabled(),
    );
  });
});
