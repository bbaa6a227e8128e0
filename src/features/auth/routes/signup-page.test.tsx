import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import { addAccount } from '@/test/backend';
import { renderApp } from '@/test/render-app';

async function fill(fields: Partial<Record<'name' | 'email' | 'password' | 'confirm', string>>) {
  const ui = userEvent.setup();
  const name = await screen.findByLabelText('Full Name');
  if (fields.name) await ui.type(name, fields.name);
  if (fields.email) await ui.type(screen.getByLabelText('Email'), fields.email);
  if (fields.password) await ui.type(screen.getByLabelText('Password'), fields.password);
  if (fields.confirm) await ui.type(screen.getByLabelText('Confirm Password'), fields.confirm);
  return ui;
}

describe('/signup live checks', () => {
  it('warns while the password is shorter than 6 characters and stops once it is long enough', async () => {
    renderApp({ at: paths.signup });
    const ui = await fill({ name: 'Dana Doe', email: 'dana@example.test', password: 'abc12' });
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    await ui.type(screen.getByLabelText('Password'), '3');
    expect(screen.queryByText('Password must be at least 6 characters')).not.toBeInTheDocument();
  });

  it('says whether the confirmation matches', async () => {
    renderApp({ at: paths.signup });
    const ui = await fill({ password: 'secret1', confirm: 'secret' });
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    await ui.type(screen.getByLabelText('Confirm Password'), '1');
    expect(screen.getByText('Passwords match')).toBeInTheDocument();
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
  });

  it('stops typing at the database limits for name and email', async () => {
    renderApp({ at: paths.signup });
    expect(await screen.findByLabelText('Full Name')).toHaveAttribute('maxlength', '200');
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxlength', '320');
  });

  it('keeps Sign Up disabled until every field is valid', async () => {
    renderApp({ at: paths.signup });
    const submit = await screen.findByRole('button', { name: 'Sign Up' });
    expect(submit).toBeDisabled();
    const ui = await fill({ name: 'Dana Doe', email: 'dana@example.test', password: 'secret1' });
    await ui.type(screen.getByLabelText('Confirm Password'), 'secret2');
    expect(submit).toBeDisabled();
    await ui.clear(screen.getByLabelText('Confirm Password'));
    await ui.type(screen.getByLabelText('Confirm Password'), 'secret1');
    expect(submit).toBeEnabled();
    await ui.clear(screen.getByLabelText('Email'));
    await ui.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(submit).toBeDisabled();
  });

  it('lands on the dashboard welcoming the new user by name', async () => {
    renderApp({ at: paths.signup });
    const ui = await fill({
      name: 'Dana Doe',
      email: 'dana@example.test',
      password: 'secret1',
      confirm: 'secret1',
    });
    await ui.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Dana Doe' })).toBeInTheDocument();
  });

  it('shows the account-exists text when the email is taken', async () => {
    addAccount('free', { row: { email: 'dana@example.test' } });
    renderApp({ at: paths.signup });
    const ui = await fill({
      name: 'Dana Doe',
      email: 'dana@example.test',
      password: 'secret1',
      confirm: 'secret1',
    });
    await ui.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists. Please sign in instead.',
    );
  });
});
