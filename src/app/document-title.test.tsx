import { screen, waitFor } from '@testing-library/react';
import { paths } from '@/lib/paths';
import { http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

describe('document titles', () => {
  it.each([
    [paths.home, 'GAL Connect · Guardian ad Litem Services for Florida Family Courts'],
    [paths.apply, 'Careers · GAL Connect'],
    [paths.choosePath, 'Choose Your Career Path · GAL Connect'],
    [paths.login, 'Sign In · GAL Connect'],
    [paths.signup, 'Sign Up · GAL Connect'],
  ])('%s is titled "%s"', async (at, title) => {
    renderApp({ at });
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('titles a dashboard page by its navigation label', async () => {
    server.use(
      http.get(urls.rest('gal_requests'), () => HttpResponse.json([])),
      http.post(urls.rpc('orphaned_voice_notes'), () => HttpResponse.json([])),
    );
    renderApp({ as: 'admin', at: paths.dashboard.requests });
    await screen.findByRole('heading', { level: 1, name: 'Requests' });
    await waitFor(() => expect(document.title).toBe('Requests · GAL Connect'));
  });
});
