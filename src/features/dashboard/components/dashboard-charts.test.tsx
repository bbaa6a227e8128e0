import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { paths } from '@/lib/paths';
import { http, HttpResponse, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';
import { last12Months, thisYear } from '../lib/period';
import { adminAnswer, contractorAnswer } from './charts.fixtures';

// jsdom has no IntersectionObserver: a fake one the test moves into view (the browser edge).
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  disconnect() {}
  static scrollIntoView() {
    for (const o of FakeObserver.all) {
      const entries = o.observed.map((target) => ({ target, isIntersecting: true }));
      o.callback(entries as IntersectionObserverEntry[], o as unknown as IntersectionObserver);
    }
  }
}

/** The periods the app asks dashboard_charts for, in order. */
function answerCharts(answer: object) {
  const asked: { from_on: string; to_on: string }[] = [];
  server.use(
    http.post(urls.rpc('dashboard_charts'), async ({ request }) => {
      asked.push((await request.json()) as { from_on: string; to_on: string });
      return HttpResponse.json(answer);
    }),
  );
  return asked;
}

// The browser's download is the edge here: the file is caught where it would be saved.
const original = { create: URL.createObjectURL, click: HTMLAnchorElement.prototype.click };
function catchDownloads() {
  const files: Blob[] = [];
  const names: string[] = [];
  URL.createObjectURL = (blob: Blob) => {
    files.push(blob);
    return 'blob:chart';
  };
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    names.push(this.download);
  };
  return Object.assign(files, { names });
}
async function text(blob: Blob): Promise<string> {
  const buffer = await new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(buffer);
}

async function violations() {
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`);
}

const chart = (title: string) => screen.getByRole('region', { name: title });

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.all = [];
  URL.createObjectURL = original.create;
  HTMLAnchorElement.prototype.click = original.click;
  document.documentElement.classList.remove('dark');
});

describe('dashboard charts', () => {
  it('are asked for only when their section scrolls into view, for the last 12 months', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const asked = answerCharts(adminAnswer);
    renderApp({ as: 'admin', at: paths.dashboard.home });
    await screen.findByRole('region', { name: 'Overview' });
    await vi.waitFor(() => expect(FakeObserver.all.length).toBeGreaterThan(0));
    expect(asked).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Charts' })).toBeNull();

    act(() => FakeObserver.scrollIntoView());
    expect(
      await screen.findByRole('region', { name: 'Hours and mileage per month' }),
    ).toBeVisible();
    const period = last12Months();
    expect(asked).toEqual([{ from_on: period.from, to_on: period.to }]);
    for (const title of [
      'Active cases per contractor',
      'Application pipeline',
      'Report deadlines in the next 8 weeks',
      'Visits overdue by county',
    ])
      expect(chart(title)).toBeVisible();
    expect(
      within(chart('Active cases per contractor')).getByText(
        '2 contractors carry 6 active cases; 1 is over the cap of 3.',
      ),
    ).toHaveClass('sr-only');
  });

  it('show the same numbers as a table, and back to the chart', async () => {
    answerCharts(adminAnswer);
    renderApp({ as: 'admin', at: paths.dashboard.home });
    await userEvent.click(await screen.findByRole('button', { name: 'Show charts' }));
    const card = await screen.findByRole('region', { name: 'Hours and mileage per month' });
    const toggle = within(card).getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    const table = within(card).getByRole('table', { name: 'Hours and mileage per month' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Month', 'Hours', 'Miles'],
      ['Dec 2025', '2.5', '0'],
      ['Jan 2026', '0', '0'],
      ['Feb 2026', '16.25', '44.5'],
    ]);
    const back = within(card).getByRole('button', { name: 'Show as chart' });
    expect(back).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(back);
    expect(within(card).queryByRole('table')).toBeNull();
  });

  it('export a chart’s numbers as CSV, a name that looks like a formula escaped', async () => {
    answerCharts(adminAnswer);
    const files = catchDownloads();
    renderApp({ as: 'admin', at: paths.dashboard.home });
    await userEvent.click(await screen.findByRole('button', { name: 'Show charts' }));
    const card = await screen.findByRole('region', { name: 'Active cases per contractor' });
    await userEvent.click(
      within(card).getByRole('button', { name: 'Download Active cases per contractor as CSV' }),
    );
    expect(files).toHaveLength(1);
    expect(files.names).toEqual(['active-cases-per-contractor.csv']);
    expect(await text(files[0]!)).toBe(
      '\uFEFFContractor,Active cases,Over the cap\r\n' +
        `"'=HYPERLINK(""x"")",4,Yes\r\n` +
        'Dana Delgado,2,No\r\n',
    );

    // A chart that follows the period names it in the file.
    const hours = screen.getByRole('region', { name: 'Hours and mileage per month' });
    await userEvent.click(within(hours).getByRole('button', { name: /as CSV$/ }));
    const period = last12Months();
    expect(files.names[1]).toBe(`hours-and-mileage-per-month-${period.from}-to-${period.to}.csv`);
    expect((await text(files[1]!)).split('\r\n')[1]).toBe('Dec 2025,2.5,0');
  });

  it('follow the period picker: this year, then a custom range once it is valid', async () => {
    const asked = answerCharts(contractorAnswer);
    renderApp({ as: 'contractor', at: paths.dashboard.home });
    await userEvent.click(await screen.findByRole('button', { name: 'Show charts' }));
    await screen.findByRole('region', { name: 'My hours per month' });

    await userEvent.selectOptions(screen.getByLabelText('Period'), 'This year');
    const year = thisYear();
    await vi.waitFor(() => expect(asked.at(-1)).toEqual({ from_on: year.from, to_on: year.to }));

    // A range in the making applies at each step that is valid, and not at the others.
    await userEvent.selectOptions(screen.getByLabelText('Period'), 'Custom range');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-04-01' } });
    await vi.waitFor(() => expect(asked.at(-1)?.to_on).toBe('2026-04-01'));
    const before = asked.length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-05-01' } });
    expect(await screen.findByText('The range must end on or after its first day.')).toBeVisible();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2024-01-01' } });
    expect(await screen.findByText('Choose a range of 24 months or less.')).toBeVisible();
    expect(asked.length).toBe(before);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-15' } });
    await vi.waitFor(() =>
      expect(asked.at(-1)).toEqual({ from_on: '2026-01-15', to_on: '2026-04-01' }),
    );
    expect(screen.queryByText(/The range must|Choose a range/)).toBeNull();
  });

  it('give a contractor their own three charts, the visit standard marked', async () => {
    answerCharts(contractorAnswer);
    renderApp({ as: 'contractor', at: paths.dashboard.home });
    await userEvent.click(await screen.findByRole('button', { name: 'Show charts' }));
    const visits = await screen.findByRole('region', { name: 'Days since each case’s last visit' });
    expect(screen.getByRole('region', { name: 'My upcoming deadlines by week' })).toBeVisible();
    expect(
      within(visits).getByText('Of your 2 active cases, 1 is past the 30-day visit standard.'),
    ).toBeInTheDocument();
    await userEvent.click(within(visits).getByRole('button', { name: 'Show as table' }));
    expect(within(visits).getByRole('cell', { name: 'Not yet visited' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Active cases per contractor' })).toBeNull();
  });

  it('leave the charts out for a free user', async () => {
    const asked = answerCharts({});
    renderApp({ as: 'free', at: paths.dashboard.home });
    await screen.findByRole('heading', { name: /Welcome/ });
    expect(screen.queryByRole('button', { name: 'Show charts' })).toBeNull();
    expect(asked).toEqual([]);
  });

  it.each(['light', 'dark'])(
    'pass axe in the %s theme, charts and tables showing',
    async (theme) => {
      if (theme === 'dark') document.documentElement.classList.add('dark');
      answerCharts(adminAnswer);
      renderApp({ as: 'admin', at: paths.dashboard.home });
      await userEvent.click(await screen.findByRole('button', { name: 'Show charts' }));
      await screen.findByRole('region', { name: 'Visits overdue by county' });
      await userEvent.click(
        within(chart('Application pipeline')).getByRole('button', { name: 'Show as table' }),
      );
      expect(await violations()).toEqual([]);
    },
  );
});
