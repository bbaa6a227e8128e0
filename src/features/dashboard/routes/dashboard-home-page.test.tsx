import { screen } from '@testing-library/react';
import { paths } from '@/lib/paths';
import { http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';

function card(label: string) {
  return screen.getByText(label).closest('dl')!;
}

describe('dashboard stat cards', () => {
  it('shows a contractor’s figures from one dashboard_stats call', async () => {
    let calls = 0;
    server.use(
      http.post(urls.rpc('dashboard_stats'), () => {
        calls += 1;
        return HttpResponse.json({ assigned_cases: 2, hours_this_month: 3.25, unread_messages: 1 });
      }),
    );
    renderApp({ as: 'contractor', at: paths.dashboard.home });
    expect(await screen.findByText('3.25')).toBeInTheDocument();
    expect(card('Assigned Cases')).toHaveTextContent('2');
    expect(card('Unread Messages')).toHaveTextContent('1');
    expect(calls).toBe(1);
  });

  it('shows a free user only Available Cases', async () => {
    server.use(
      http.post(urls.rpc('dashboard_stats'), () => HttpResponse.json({ available_cases: 7 })),
    );
    renderApp({ as: 'free', at: paths.dashboard.home });
    expect(await screen.findByText('7')).toBeInTheDocument();
    expect(card('Available Cases')).toHaveTextContent('7');
    expect(screen.queryByText('Active Cases')).not.toBeInTheDocument();
  });
});
