// GET /functions/v1/calendar/<token>.ics (or ?token=<token>): a user's court dates and
// planned visits as an iCalendar feed that Google Calendar, Outlook and Apple Calendar subscribe to. No JWT
// (verify_jwt = false in config.toml): the token in the URL is the key. The database
// keeps only its hash and answers through public.calendar_feed() and
// public.planned_visit_feed(), granted to the service role only. An unknown or reset token gets 404 with no detail.
import { createClient } from 'npm:@supabase/supabase-js@2.119.1';
import ical from 'npm:ical-generator@11.1.2';
import { serviceKey } from '../_shared/keys.ts';

interface FeedEvent {
  id: string;
  case_title: string;
  hearing_type: string;
  courtroom: string | null;
  judge: string | null;
  hearing_at: string;
  report_due_at: string;
  report_pending: boolean;
  updated_at: string;
}

interface FeedVisit {
  id: string;
  case_title: string;
  with_whom: string;
  planned_on: string;
  /** The planned moment in the court's zone, or null for a visit planned for a day. */
  starts_at: string | null;
  updated_at: string;
}

const HOUR_MS = 3_600_000;

/**
 * Where a hearing is, as typed ('Courtroom 4B'). Rows typed when the field held only the
 * number ('4-1') get 'Courtroom ' in front; a value that names its room is never prefixed
 * twice. The app shows it by the same rule (src/features/court/lib/deadlines.ts).
 */
function courtroomText(courtroom: string): string {
  return /\b(court)?room\b|\bhall\b|\bchambers?\b|\bzoom\b|\bremote\b/i.test(courtroom)
    ? courtroom
    : `Courtroom ${courtroom}`;
}

const TOKEN = /^[0-9a-f]{64}$/;

// The secret key (or, before a project moves, the legacy service role key).
const supabase = createClient(Deno.env.get('SUPABASE_URL')!, serviceKey(), {
  auth: { persistSession: false, autoRefreshToken: false },
});

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/** The token from /calendar/<token>.ics, /calendar/<token> or ?token=. */
function tokenOf(url: URL): string {
  const query = url.searchParams.get('token');
  if (query) return query;
  const [, last = ''] = url.pathname.split('/').filter(Boolean);
  return last.replace(/\.ics$/, '');
}

function calendarOf(events: FeedEvent[], visits: FeedVisit[]): string {
  const cal = ical({
    name: 'GAL Connect court dates',
    prodId: '//GAL Connect//Court dates//EN',
    ttl: 3600,
  });
  for (const e of events) {
    const stamp = new Date(e.updated_at);
    const hearing = new Date(e.hearing_at);
    cal.createEvent({
      id: `hearing-${e.id}@gal-connect`,
      start: hearing,
      end: new Date(hearing.getTime() + HOUR_MS),
      summary: `${e.hearing_type} hearing: ${e.case_title}`,
      location: e.courtroom ? courtroomText(e.courtroom) : null,
      description: e.judge ? `Judge: ${e.judge}` : null,
      stamp,
      lastModified: stamp,
    });
    if (e.report_pending) {
      const due = new Date(e.report_due_at);
      cal.createEvent({
        id: `report-${e.id}@gal-connect`,
        start: due,
        end: new Date(due.getTime() + HOUR_MS / 2),
        summary: `GAL report due: ${e.case_title}`,
        description: `For the ${e.hearing_type} hearing.`,
        stamp,
        lastModified: stamp,
      });
    }
  }
  // A planned visit is its own event: an hour from its time, or all day when it has none.
  for (const v of visits) {
    const stamp = new Date(v.updated_at);
    const start = v.starts_at ? new Date(v.starts_at) : new Date(`${v.planned_on}T00:00:00Z`);
    cal.createEvent({
      id: `visit-${v.id}@gal-connect`,
      start,
      end: v.starts_at ? new Date(start.getTime() + HOUR_MS) : null,
      allDay: !v.starts_at,
      summary: `Planned visit: ${v.case_title}`,
      description: `With ${v.with_whom}`,
      stamp,
      lastModified: stamp,
    });
  }
  return cal.toString();
}

Deno.serve(async (req) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
  }
  const token = tokenOf(new URL(req.url));
  if (!TOKEN.test(token)) return plain(404, 'Not found');
  const { data, error } = await supabase.rpc('calendar_feed', { token });
  if (error) {
    console.error('calendar_feed failed:', error.message);
    return plain(500, 'The calendar is not available right now.');
  }
  if (!data) return plain(404, 'Not found');
  const planned = await supabase.rpc('planned_visit_feed', { token });
  if (planned.error) {
    console.error('planned_visit_feed failed:', planned.error.message);
    return plain(500, 'The calendar is not available right now.');
  }
  const visits = (planned.data as { visits: FeedVisit[] } | null)?.visits ?? [];
  const body = calendarOf((data as { events: FeedEvent[] }).events, visits);
  return new Response(req.method === 'HEAD' ? null : body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="gal-connect.ics"',
      // The URL is a secret: no shared cache keeps it.
      'Cache-Control': 'private, max-age=300',
    },
  });
});
