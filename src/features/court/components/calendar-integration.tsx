// 'Calendar Integration' in Settings: a personal URL that Google Calendar, Outlook and
// Apple Calendar subscribe to (the `calendar` Edge Function). The database keeps only a
// hash of its token, so the URL is shown once, when made; 'Reset link' makes a new one
// and the old one stops working at once, so it asks first (subscribed calendars stop
// updating); 'Stop sharing' ends the feed without making a new URL.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CalendarOff, Copy, RefreshCw } from 'lucide-react';
import { buttonClass } from '@/components/button-styles';
import { Card } from '@/components/card';
import { FormError } from '@/components/form-error';
import { useCurrentUser } from '@/features/profile';
import { can } from '@/lib/capabilities';
import { formatDate } from '@/lib/format';
import { errorText } from '@/lib/query-client';
import { calendarFeedQuery } from '../api/queries';
import { courtErrorMessage } from '../lib/errors';
import { useCourtActions } from '../stores/court-store';

export function CalendarIntegration() {
  const user = useCurrentUser();
  const allowed = can(user, 'manageCourtDates');
  const userId = user?.id;
  const read = useQuery({ ...calendarFeedQuery(userId ?? ''), enabled: allowed && !!userId });
  const createdAt = read.data ?? null;
  const loadError = errorText(read.error);
  const feed = useCourtActions((s) => (s.feed && s.feed.userId === userId ? s.feed.url : null));
  const [problem, setProblem] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<'reset' | 'stop' | null>(null);
  const [stopped, setStopped] = useState(false);

  if (!allowed || !userId) return null;

  async function run(work: () => Promise<unknown>) {
    setBusy(true);
    setCopied(false);
    setConfirming(null);
    const failure = await work();
    setBusy(false);
    setProblem(failure ? courtErrorMessage(failure) : null);
    return !failure;
  }
  const reset = () => run(() => useCourtActions.getState().resetFeed(userId!));
  const stop = async () => setStopped(await run(() => useCourtActions.getState().stopFeed()));
  const hasFeed = Boolean(createdAt || feed);

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setProblem('Could not copy: select the address and copy it yourself.');
    }
  }

  return (
    <Card title="Calendar Integration">
      <p className="text-sm text-slate-700">
        Subscribe to your hearings and report due dates from Google Calendar, Outlook or Apple
        Calendar with your personal calendar URL. Keep it private: anyone with it can read the case
        titles, courtrooms and judges of your court dates.
      </p>
      {feed ? (
        <div className="mt-4 space-y-2">
          <label htmlFor="calendar-url" className="block text-sm font-medium text-slate-800">
            Your calendar URL
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id="calendar-url"
              readOnly
              value={feed}
              onFocus={(e) => e.target.select()}
              className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-900"
            />
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => void copy(feed)}
            >
              <Copy aria-hidden="true" className="size-4" />
              Copy
            </button>
          </div>
          <p role="status" className="text-sm text-slate-700">
            {copied
              ? 'Copied. Paste it where your calendar app adds a calendar from a URL.'
              : 'Copy it now: for your security it is shown only this once.'}
          </p>
        </div>
      ) : createdAt ? (
        <p className="mt-4 text-sm text-slate-700">
          You made your calendar link on {formatDate(createdAt)}. It is shown only when made; to
          subscribe on another device, reset it (calendars using the old link stop updating).
        </p>
      ) : null}
      <FormError message={problem ?? loadError} />
      {stopped && !hasFeed ? (
        <p role="status" className="mt-4 text-sm text-slate-700">
          Sharing stopped: your calendar link no longer works.
        </p>
      ) : null}
      {confirming ? (
        <div
          role="alertdialog"
          aria-labelledby="calendar-confirm-title"
          aria-describedby="calendar-confirm-text"
          className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4"
        >
          <p id="calendar-confirm-title" className="font-semibold text-slate-900">
            {confirming === 'reset' ? 'Reset your calendar link?' : 'Stop sharing your calendar?'}
          </p>
          <p id="calendar-confirm-text" className="mt-1 text-sm text-slate-700">
            {confirming === 'reset'
              ? 'Calendars subscribed to the current link stop updating at once; you will need to subscribe again with the new link.'
              : 'Calendars subscribed to your link stop updating at once, and no new link is made. You can create one again later.'}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClass('primary')}
              disabled={busy}
              onClick={() => void (confirming === 'reset' ? reset() : stop())}
            >
              {confirming === 'reset' ? 'Yes, reset link' : 'Yes, stop sharing'}
            </button>
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => setConfirming(null)}
            >
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass(hasFeed ? 'secondary' : 'primary')}
            disabled={busy}
            onClick={() => (hasFeed ? setConfirming('reset') : void reset())}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            {hasFeed ? 'Reset link' : 'Create calendar link'}
          </button>
          {hasFeed ? (
            <button
              type="button"
              className={buttonClass('ghost', 'text-red-700 hover:text-red-800')}
              disabled={busy}
              onClick={() => setConfirming('stop')}
            >
              <CalendarOff aria-hidden="true" className="size-4" />
              Stop sharing
            </button>
          ) : null}
        </div>
      )}
      {hasFeed && !confirming ? (
        <p className="mt-2 text-sm text-slate-600">
          Reset link makes a new URL and the old one stops working; Stop sharing turns the feed off
          without a new one.
        </p>
      ) : null}
    </Card>
  );
}
