// A request that gets no answer reads as plain words on every screen, never
// 'TypeError: Failed to fetch' (the one place errors become text: src/lib/errors.ts), and
// what the user typed stays. (Sign-in's case is in login-page.test.tsx.)
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import { http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

describe('a network failure', () => {
  it('reads as plain words under a form, which keeps what was typed', async () => {
    server.use(http.post(urls.rest('cases'), () => HttpResponse.error()));
    renderApp({ as: 'admin', at: paths.dashboard.cases });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'New Case' }));
    await ui.type(screen.getByLabelText('Title'), 'Smith custody review');
    await ui.type(screen.getByLabelText('Description'), 'Two children, relocation request.');
    await ui.selectOptions(screen.getByLabelText('County'), 'Alachua');
    await ui.click(screen.getByRole('button', { name: 'Create Case' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not reach the server. Check your connection and try again.',
    );
    expect(screen.queryByText(/TypeError|Failed to fetch/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Smith custody review');
  });
});
