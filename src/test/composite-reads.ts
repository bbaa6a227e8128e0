// The MSW seam's answers to the database functions that fold several reads into one
// request (the dashboard frame, the dashboard home, the case page): each is answered
// from the test's own answers to the reads it replaces, so a test states each table
// once and the first load agrees with the reloads after a change.
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { urls } from './api-urls';

/**
 * The dashboard frame's one answer (public.my_shell()): a test's settings row and unread
 * counts, read when asked, so it agrees with the test's own tables.
 */
export function myShell(of: {
  settings?: () => object | null;
  unreadMessages?: () => number;
  unreadNotifications?: () => number;
}) {
  return http.post(urls.rpc('my_shell'), () =>
    HttpResponse.json({
      settings: of.settings?.() ?? null,
      unread_messages: of.unreadMessages?.() ?? 0,
      unread_notifications: of.unreadNotifications?.() ?? 0,
    }),
  );
}

/**
 * public.case_page() as the database makes it: the six reads it replaces, each asked of
 * the test's own table answers (server.use), so a test states each table once and the
 * page's first load agrees with the reloads after a change. A read that fails answers
 * nothing, as RLS would.
 */
export async function casePageFromTables(request: Request) {
  const body = (await request.json()) as { case_id: string; with_contractors?: boolean };
  const id = encodeURIComponent(`eq.${body.case_id}`);
  const headers = {
    apikey: request.headers.get('apikey') ?? '',
    authorization: request.headers.get('authorization') ?? '',
  };
  const read = async (path: string, accept = 'application/json') => {
    const answer = await fetch(urls.rest(path), { headers: { ...headers, accept } });
    return answer.ok ? ((await answer.json()) as unknown) : null;
  };
  const call = async (fn: string, args: object) => {
    const answer = await fetch(urls.rpc(fn), {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(args),
    });
    return answer.ok ? ((await answer.json()) as unknown) : undefined;
  };
  const list = async (path: string) => {
    const rows = await read(path);
    return Array.isArray(rows) ? rows : [];
  };
  const row = await read(`cases?id=${id}`, 'application/vnd.pgrst.object+json');
  return HttpResponse.json({
    case: (Array.isArray(row) ? row[0] : row) ?? null,
    time_entries: await list(`time_entries?case_id=${id}`),
    // A contact's lock from all its entries' lines, as the database answers it.
    contacts: (await list(`case_contacts?case_id=${id}`)).map((row) => {
      const { time_entries: entries, ...rest } = row as {
        time_entries?: { invoice_lines: unknown[] }[];
      };
      return {
        ...rest,
        time_entry: { invoice_lines: (entries ?? []).flatMap((t) => t.invoice_lines) },
      };
    }),
    planned_visits: await list(`planned_visits?case_id=${id}`),
    court_dates: await list(`court_dates?case_id=${id}`),
    siblings: await call('case_siblings', { case_id: body.case_id }),
    people: await call('case_people', { case_id: body.case_id }),
    deadline_rules: await list('report_deadline_rules?order=category'),
    contractors: body.with_contractors
      ? await list('users?role=eq.contractor&order=full_name')
      : null,
  } as JsonBodyType);
}

/** Marks the requests dashboardHome() makes itself, so a test can tell them from the app's. */
export const SEAM_HEADER = 'x-test-seam';

/**
 * public.dashboard_home(widgets): answered from this backend's answers to the calls it
 * folds (dashboard_stats, upcoming_deadlines(14), visits_due capped at 200 with its counts,
 * both application tables
 * for the caller), so a test's own answers to those reach the page through the one call,
 * and a widget not asked for is never read. Those reads carry SEAM_HEADER.
 */
export function dashboardHome() {
  return http.post(urls.rpc('dashboard_home'), async ({ request }) => {
    const { widgets } = (await request.json()) as { widgets: string[] };
    const token = request.headers.get('Authorization') ?? '';
    const { sub } = JSON.parse(atob(token.split('.')[1] ?? '')) as { sub: string };
    const read = async (url: string, body?: object) => {
      const headers = { Authorization: token, [SEAM_HEADER]: 'dashboard_home' };
      const answer = await fetch(
        url,
        body ? { method: 'POST', headers, body: JSON.stringify(body) } : { headers },
      );
      return (await answer.json()) as unknown;
    };
    const mine = async (table: string, kind: string) =>
      ((await read(`${urls.rest(table)}?user_id=eq.${sub}`)) as { created_at: string }[]).map(
        (row) => ({ ...row, kind }),
      );
    const answer: Record<string, unknown> = {};
    for (const widget of widgets) {
      if (widget === 'stats') answer.stats = await read(urls.rpc('dashboard_stats'), {});
      else if (widget === 'deadlines')
        answer.deadlines = await read(urls.rpc('upcoming_deadlines'), { within_days: 14 });
      else if (widget === 'visits') {
        const rows = (await read(urls.rpc('visits_due'), {})) as { overdue: boolean }[];
        answer.visits = {
          rows: rows.slice(0, 200),
          total: rows.length,
          overdue: rows.filter((r) => r.overdue).length,
        };
      } else if (widget === 'applications')
        answer.applications = [
          ...(await mine('assistant_applications', 'assistant')),
          ...(await mine('contractor_applications', 'contractor')),
        ].sort((a, b) => b.created_at.localeCompare(a.created_at));
      else
        return HttpResponse.json(
          { code: '22023', message: `Unknown dashboard widget: ${widget}` },
          { status: 400 },
        );
    }
    return HttpResponse.json(answer);
  });
}
