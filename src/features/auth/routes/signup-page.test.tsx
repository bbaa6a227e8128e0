import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import {
  addAccount,
  http,
  HttpResponse,
  issueEmailCode,
  sentMail,
  server,
  urls,
} from '@/test/backend';
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

describe('/signup says why Sign Up stays disabled, next to the button', () => {
  it('says a blank name is required once the user has left it', async () => {
    renderApp({ at: paths.signup });
    const ui = userEvent.setup();
    await ui.click(await screen.findByLabelText('Full Name'));
    expect(screen.queryByText('Full name is required')).not.toBeInTheDocument();
    await ui.tab();
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('aria-invalid', 'true');
    await ui.type(screen.getByLabelText('Full Name'), 'Dana Doe');
    expect(screen.queryByText('Full name is required')).not.toBeInTheDocument();
  });

  it('says the email is not an email once the user has left it, and stops once it is', async () => {
    renderApp({ at: paths.signup });
    const ui = await fill({ name: 'Dana Doe', email: 'dana@example' });
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    await ui.tab();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await ui.type(screen.getByLabelText('Email'), '.test');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  });

  it('names a skipped field as soon as the user goes on past it', async () => {
    renderApp({ at: paths.signup });
    const ui = userEvent.setup();
    await ui.click(await screen.findByLabelText('Password'));
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
  });
});

describe('/signup with email confirmations on', () => {
  // GoTrue's answer when the address must be confirmed first: a user and no session.
  function confirmationsOn() {
    server.use(
      http.post(urls.auth('/signup'), async ({ request }) => {
        const { email } = (await request.json()) as { email: string };
        return HttpResponse.json({ id: 'id-new', email, aud: 'authenticated', user_metadata: {} });
      }),
    );
  }

  async function signUp() {
    renderApp({ at: paths.signup });
    const ui = await fill({
      name: 'Dana Doe',
      email: 'dana@example.test',
      password: 'secret1',
      confirm: 'secret1',
    });
    await ui.click(screen.getByRole('button', { name: 'Sign Up' }));
    return ui;
  }

  it('asks to check the email, naming the address', async () => {
    confirmationsOn();
    await signUp();
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText('dana@example.test')).toBeInTheDocument();
    expect(
      screen.getByText(/Open it to confirm your email address and finish signing up/),
    ).toBeInTheDocument();
  });

  it('takes the code the email shows and signs the new user in, on the dashboard', async () => {
    confirmationsOn();
    const ui = await signUp();
    await screen.findByRole('heading', { name: 'Check your email' });
    // The account the confirmation creates, as the auth service holds it once confirmed.
    addAccount('free', { row: { email: 'dana@example.test', full_name: 'Dana Doe' } });
    await ui.type(
      screen.getByRole('textbox', { name: 'Or enter the code from the email' }),
      issueEmailCode('dana@example.test'),
    );
    await ui.click(screen.getByRole('button', { name: 'Continue with the code' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Dana Doe' })).toBeInTheDocument();
  });

  describe('resending', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('waits a minute, counting down, before it sends again', async () => {
      confirmationsOn();
      await signUp();
      const resend = await screen.findByRole('button', { name: 'Send the email again' });
      expect(resend).toBeDisabled();
      expect(resend).toHaveAccessibleDescription('You can ask again in 60 seconds.');
      act(() => vi.advanceTimersByTime(30_000));
      expect(screen.getByText('You can ask again in 30 seconds.')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(30_000));
      expect(resend).toBeEnabled();

      await userEvent.click(resend);
      expect(await screen.findByText('We sent another email.')).toBeInTheDocument();
      expect(sentMail).toEqual([{ kind: 'signup', email: 'dana@example.test' }]);
      expect(resend).toBeDisabled();
    });

    it("shows the server's own wait in plain words when it refuses", async () => {
      confirmationsOn();
      server.use(
        http.post(urls.auth('/resend'), () =>
          HttpResponse.json(
            {
              code: 429,
              error_code: 'over_email_send_rate_limit',
              msg: 'For security purposes, you can only request this after 12 seconds.',
            },
            { status: 429 },
          ),
        ),
      );
      await signUp();
      // The minute starts when the page says the email went: wait for that before moving on.
      const resend = await screen.findByRole('button', { name: 'Send the email again' });
      act(() => vi.advanceTimersByTime(60_000));
      await userEvent.click(resend);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Please wait 12 seconds before asking for another email.',
      );
      expect(screen.getByText('You can ask again in 12 seconds.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send the email again' })).toBeDisabled();
    });
  });
});
