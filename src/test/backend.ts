// The one fake for component tests: Mock Service Worker answering supabase-js's HTTP
// calls (auth, PostgREST, storage) at the network edge, so the real client, api
// modules and stores run unchanged. Accounts live in memory; tests add table answers
// with `server.use(...)` and the URL helpers below.
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { Role } from '@/lib/capabilities';
import type { Tables } from '@/lib/database.types';
import { forgetVisitor, supabase } from '@/lib/supabase';
import { urls } from './api-urls';
import { casePageFromTables, dashboardHome, myShell } from './composite-reads';

export { http, HttpResponse };
export { urls } from './api-urls';
export { dashboardHome, myShell, SEAM_HEADER } from './composite-reads';

type UserRow = Tables<'users'>;

interface Account {
  password: string;
  authUser: { id: string; email: string; user_metadata: Record<string, unknown> };
  /** The public.users row; null when the sign-up trigger's row is missing. */
  row: UserRow | null;
  /** The session's assurance level: aal2 (passed a second factor) unless a test says aal1. */
  aal: 'aal1' | 'aal2';
}

const accounts = new Map<string, Account>();
let nextId = 1;

export function userRow(role: Role = 'free', overrides: Partial<UserRow> = {}): UserRow {
  return {
    id: `id-${role}`,
    email: `${role}@example.test`,
    full_name: `Pat ${role[0]?.toUpperCase()}${role.slice(1)}`,
    role,
    hourly_rate: null,
    billing_rate: null,
    deactivated_at: null,
    contractor_since: null,
    avatar_url: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

/** An account the fake auth service knows; returns its users row. */
export function addAccount(
  role: Role,
  options: {
    password?: string;
    row?: Partial<UserRow>;
    noRow?: boolean;
    metadata?: object;
    aal?: 'aal1' | 'aal2';
  } = {},
): UserRow {
  const row = userRow(role, options.row);
  accounts.set(row.email, {
    password: options.password ?? 'secret1',
    authUser: {
      id: row.id,
      email: row.email,
      user_metadata: { full_name: row.full_name, ...options.metadata },
    },
    row: options.noRow ? null : row,
    aal: options.aal ?? 'aal2',
  });
  return row;
}

/**
 * A JWT-shaped token: supabase-js reads its claims but never checks the signature. Its session
 * passed a second factor (aal2), as every admin's must to reach admin pages.
 */
function fakeJwt(sub: string, aal: 'aal1' | 'aal2'): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const claims = { sub, role: 'authenticated', aal, exp: 4102444800 };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.sig`;
}

function sessionFor(account: Account) {
  return {
    access_token: fakeJwt(account.authUser.id, account.aal),
    refresh_token: `refresh-${account.authUser.id}`,
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: 4102444800,
    user: { ...account.authUser, aud: 'authenticated', app_metadata: {}, created_at: '' },
  };
}

/** Stores a session for this account where supabase-js looks on start, as after a sign-in. */
export function storeSession(row: UserRow): void {
  const account = accounts.get(row.email);
  if (!account) throw new Error(`no fake account for ${row.email}`);
  const key = (supabase.auth as unknown as { storageKey: string }).storageKey;
  localStorage.setItem(key, JSON.stringify(sessionFor(account)));
}

/** Like the local stack's config.toml: every guarded auth request carries Turnstile's test token. */
interface GuardedBody {
  gotrue_meta_security?: { captcha_token?: string };
}
const humanChecked = (body: GuardedBody) =>
  body.gotrue_meta_security?.captcha_token === 'XXXX.DUMMY.TOKEN.XXXX';
const captchaRefused = () =>
  authError(
    400,
    'captcha_failed',
    'captcha protection: request disallowed (no captcha_token found)',
  );

let anonymousSignIns = 0;
/** How many anonymous sessions visitors started since the last reset. */
export const anonymousSignInCount = () => anonymousSignIns;

function authError(status: number, errorCode: string, msg: string) {
  return HttpResponse.json({ code: status, error_code: errorCode, msg }, { status });
}

function accountById(id: string | null): Account | undefined {
  return [...accounts.values()].find((a) => a.authUser.id === id);
}

/** PostgREST's answer for `.single()`: the object, or PGRST116 when no row matched. */
export function single(row: JsonBodyType | undefined) {
  if (row !== undefined && row !== null) return HttpResponse.json(row);
  return HttpResponse.json(
    {
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'JSON object requested, multiple (or no) rows returned',
    },
    { status: 406 },
  );
}

/** PostgREST's answer to a `head: true` count: no body, the total in Content-Range. */
export function headCount(count = 0) {
  return new HttpResponse(null, { headers: { 'Content-Range': `*/${count}` } });
}

/** `?id=eq.x` → 'x'. */
export function eqParam(request: Request, column: string): string | null {
  const value = new URL(request.url).searchParams.get(column);
  return value?.startsWith('eq.') ? value.slice(3) : null;
}

/** Email-link codes (PKCE) the fake auth service swaps once for a session: code -> email. */
const linkCodes = new Map<string, string>();

/** The code an email link would carry to /auth/callback for this account. */
export function issueLinkCode(email: string): string {
  const code = `link-code-${nextId++}`;
  linkCodes.set(code, email);
  return code;
}

/** Six-digit codes an email shows beside its link (verifyOtp): email -> code. */
const emailCodes = new Map<string, string>();

/** The code the last email to this account showed; it works once. */
export function issueEmailCode(email: string): string {
  const code = String(100000 + (nextId++ % 900000));
  emailCodes.set(email, code);
  return code;
}

/** The addresses the fake auth service was asked to mail, by kind, in order. */
export const sentMail: { kind: 'recovery' | 'signup'; email: string }[] = [];

const defaultHandlers = [
  http.post(urls.auth('/token'), async ({ request }) => {
    if (new URL(request.url).searchParams.get('grant_type') === 'pkce') {
      const { auth_code: code } = (await request.json()) as { auth_code: string };
      const account = accounts.get(linkCodes.get(code) ?? '');
      linkCodes.delete(code);
      if (!account) return authError(404, 'flow_state_not_found', 'invalid flow state');
      return HttpResponse.json(sessionFor(account));
    }
    const body = (await request.json()) as GuardedBody & { email?: string; password?: string };
    if (!humanChecked(body)) return captchaRefused();
    const account = accounts.get(body.email ?? '');
    if (!account || account.password !== body.password) {
      return authError(400, 'invalid_credentials', 'Invalid login credentials');
    }
    return HttpResponse.json(sessionFor(account));
  }),
  http.post(urls.auth('/signup'), async ({ request }) => {
    const body = (await request.json()) as GuardedBody & {
      email?: string;
      password: string;
      data?: object;
    };
    if (!humanChecked(body)) return captchaRefused();
    // No email: GoTrue's anonymous sign-in (the landing form's visitors).
    if (!body.email) {
      anonymousSignIns += 1;
      const id = `id-anonymous-${nextId++}`;
      return HttpResponse.json({
        ...sessionFor({
          password: '',
          authUser: { id, email: '', user_metadata: {} },
          row: null,
          aal: 'aal1',
        }),
        user: { id, aud: 'authenticated', is_anonymous: true, app_metadata: {}, user_metadata: {} },
      });
    }
    if (accounts.has(body.email)) {
      return authError(422, 'user_already_exists', 'User already registered');
    }
    const id = `id-new-${nextId++}`;
    const name = (body.data as { full_name?: string } | undefined)?.full_name ?? 'User';
    const account: Account = {
      password: body.password,
      authUser: { id, email: body.email, user_metadata: { ...body.data } },
      row: userRow('free', { id, email: body.email, full_name: name }),
      aal: 'aal1',
    };
    accounts.set(body.email, account);
    return HttpResponse.json(sessionFor(account));
  }),
  http.post(urls.auth('/verify'), async ({ request }) => {
    const { email, token } = (await request.json()) as { email?: string; token?: string };
    const account = accounts.get(email ?? '');
    // GoTrue answers a wrong code and a used one alike.
    if (!account || !token || emailCodes.get(email ?? '') !== token)
      return authError(403, 'otp_expired', 'Token has expired or is invalid');
    emailCodes.delete(email ?? '');
    return HttpResponse.json(sessionFor(account));
  }),
  http.post(urls.auth('/logout'), () => new HttpResponse(null, { status: 204 })),
  http.post(urls.auth('/recover'), async ({ request }) => {
    sentMail.push({ kind: 'recovery', email: ((await request.json()) as { email: string }).email });
    return HttpResponse.json({});
  }),
  http.post(urls.auth('/resend'), async ({ request }) => {
    sentMail.push({ kind: 'signup', email: ((await request.json()) as { email: string }).email });
    return HttpResponse.json({});
  }),
  http.get(urls.auth('/user'), ({ request }) => {
    const token = request.headers.get('Authorization')?.split('.')[1] ?? '';
    const account = accountById((JSON.parse(atob(token)) as { sub: string }).sub);
    if (!account) return authError(401, 'bad_jwt', 'invalid JWT');
    return HttpResponse.json({ ...sessionFor(account).user });
  }),
  http.put(urls.auth('/user'), async ({ request }) => {
    const token = request.headers.get('Authorization')?.split('.')[1] ?? '';
    const account = accountById((JSON.parse(atob(token)) as { sub: string }).sub);
    if (!account) return authError(401, 'bad_jwt', 'invalid JWT');
    const { password } = (await request.json()) as { password?: string };
    if (password !== undefined) account.password = password;
    return HttpResponse.json({ ...sessionFor(account).user });
  }),
  http.get(urls.rest('users'), ({ request }) =>
    single(accountById(eqParam(request, 'id'))?.row ?? undefined),
  ),
  http.post(urls.rest('users'), async ({ request }) => {
    const body = (await request.json()) as Pick<UserRow, 'id' | 'email' | 'full_name'>;
    const account = accountById(body.id);
    if (account) account.row = userRow('free', body);
    return new HttpResponse(null, { status: 201 });
  }),
  // Pages that load data on every visit answer empty unless a test says otherwise.
  http.post(urls.rpc('dashboard_stats'), () => HttpResponse.json({})),
  http.get(urls.rest('cases'), () => HttpResponse.json([])),
  http.get(urls.rest('time_entries'), () => HttpResponse.json([])),
  http.get(urls.rpc('open_case_listings'), () => HttpResponse.json([])),
  http.get(urls.rest('assistant_applications'), () => HttpResponse.json([])),
  http.get(urls.rest('contractor_applications'), () => HttpResponse.json([])),
  // Dashboard pages ask for these: a new user has no profile or settings row and nothing unread.
  http.get(urls.rest('user_settings'), () => HttpResponse.json(null)),
  http.get(urls.rest('user_profiles'), () => HttpResponse.json(null)),
  http.post(urls.rpc('unread_message_count'), () => HttpResponse.json(0)),
  // The dashboard frame's first load: the same, in one answer (public.my_shell()).
  myShell({}),
  // The audit log's RPCs (views, exports, signed links) answer as the database does.
  http.post(urls.rpc('record_case_view'), () => HttpResponse.json(true)),
  http.post(urls.rpc('record_export'), () => new HttpResponse(null, { status: 204 })),
  http.post(urls.rpc('record_signed_link'), () => new HttpResponse(null, { status: 204 })),
  // Error reports: the database keeps what its rate limit allows (here, all).
  http.post(urls.rpc('report_client_errors'), async ({ request }) => {
    const { reports } = (await request.json()) as { reports: unknown[] };
    return HttpResponse.json(reports.length);
  }),
  // The case page's first load, made of the reads it replaces (public.case_page()).
  http.post(urls.rpc('case_page'), ({ request }) => casePageFromTables(request)),
  // The dashboard home's first load, from the answers of the calls it folds.
  dashboardHome(),
  // The bell: nothing unread, nothing listed.
  http.head(urls.rest('notifications'), () => headCount()),
  http.get(urls.rest('notifications'), () => HttpResponse.json([])),
  // Court dates: none on any case, nothing due, no calendar link yet.
  http.get(urls.rest('court_dates'), () => HttpResponse.json([])),
  http.post(urls.rpc('upcoming_deadlines'), () => HttpResponse.json([])),
  http.post(urls.rpc('visits_due'), () => HttpResponse.json([])),
  http.post(urls.rpc('child_visits_due'), () => HttpResponse.json([])),
  // A case's family: no sibling group, no children or parties recorded.
  http.post(urls.rpc('case_siblings'), () => HttpResponse.json([])),
  http.post(urls.rpc('case_people'), () => HttpResponse.json({ children: [], parties: [] })),
  http.get(urls.rest('report_deadline_rules'), () => HttpResponse.json([])),
  http.get(urls.rest('calendar_feeds'), () => HttpResponse.json(null)),
  http.post(urls.rpc('message_threads'), () => HttpResponse.json([])),
  http.post(urls.rpc('contractor_directory'), () => HttpResponse.json([])),
  // Work record: contacts on a case, invoices, mileage rates.
  http.get(urls.rest('case_contacts'), () => HttpResponse.json([])),
  http.get(urls.rest('invoices'), () => HttpResponse.json([])),
  http.get(urls.rest('mileage_rates'), () => HttpResponse.json([])),
  // The case file: no visit planned, no credential recorded, the rules as migrated.
  http.get(urls.rest('planned_visits'), () => HttpResponse.json([])),
  http.get(urls.rest('hearing_changes'), () => HttpResponse.json([])),
  http.post(urls.rpc('credential_expiries'), () => HttpResponse.json([])),
  http.get(urls.rest('contractor_credentials'), () => HttpResponse.json(null)),
  http.get(urls.rest('credential_rules'), () => HttpResponse.json([])),
  http.get(urls.rest('hearing_type_rules'), () => HttpResponse.json([])),
  // Profile's training section: nothing recorded yet, so 30 pre-service hours to go.
  http.get(urls.rest('training_records'), () => HttpResponse.json([])),
  http.get(urls.rest('contractor_eligibility'), () => HttpResponse.json(null)),
  http.get(urls.rest('program_settings'), () => HttpResponse.json(PROGRAM_SETTINGS)),
  http.get(urls.rest('period_reopenings'), () => HttpResponse.json([])),
  http.post(urls.rpc('training_progress'), async ({ request }) => {
    const body = (await request.json()) as { user_id?: string };
    return HttpResponse.json([standing(body.user_id ?? null)]);
  }),
];

/** The program_settings row as the migration makes it. */
export const PROGRAM_SETTINGS = {
  id: true,
  pre_service_hours: 30,
  in_service_hours_per_year: 12,
  visit_threshold_days: 30,
  visit_due_soon_days: 7,
  caseload_cap: 12,
  max_miles_per_day: 300,
  max_hours_per_day: 16,
  receipt_required_above_cents: 2500,
  updated_by: null,
  updated_at: '2026-11-27T00:00:00Z',
};

/** A training_progress row: nothing approved yet unless a test gives other figures. */
export function standing(userId: string | null, overrides: object = {}) {
  return {
    user_id: userId ?? 'id-contractor',
    pre_service_hours: 0,
    pre_service_required: 30,
    in_service_year: 2026,
    in_service_hours: 0,
    in_service_required: 0,
    in_service_applies_from: 2027,
    good_standing: false,
    shortfall: '30 pre-service hours still needed',
    ...overrides,
  };
}

export const server = setupServer(...defaultHandlers);

/** Every /rest/v1 path the app asks for during the test, in order. */
export function recordRequests(): string[] {
  const asked: string[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/rest/v1/')) asked.push(url.pathname.slice('/rest/v1/'.length));
  };
  server.events.on('request:start', record);
  onTestFinished(() => server.events.removeListener('request:start', record));
  return asked;
}

export function resetBackend(): void {
  accounts.clear();
  linkCodes.clear();
  emailCodes.clear();
  sentMail.length = 0;
  nextId = 1;
  anonymousSignIns = 0;
  forgetVisitor();
  server.resetHandlers();
}
