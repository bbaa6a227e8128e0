import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useSearchParamsLatest } from '@/lib/use-search-params-latest';
import { AlertTriangle, FolderPlus, Inbox, Mail, Phone, Play } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Badge, type BadgeTone } from '@/components/badge';
import { buttonClass } from '@/components/button-styles';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { FormError } from '@/components/form-error';
import { PageHeader } from '@/components/page-header';
import { Select } from '@/components/select';
import { Spinner } from '@/components/spinner';
import type { GalRequest, InboxFilters, RequestLanguage, RequestStatus } from '../api/requests-api';
import { COUNTY_OPTIONS } from '../lib/request-rules';
import { inboxQuery } from '../api/queries';
import { useInboxStore } from '../stores/inbox-store';
import { mailtoHref, telHref } from '@/lib/contact-links';
import { errorText } from '@/lib/query-client';
import { paths } from '@/lib/paths';

const STATUSES: { value: RequestStatus; label: string; tone: BadgeTone }[] = [
  { value: 'new', label: 'New', tone: 'info' },
  { value: 'contacted', label: 'Contacted', tone: 'warning' },
  { value: 'converted', label: 'Converted', tone: 'success' },
  { value: 'closed', label: 'Closed', tone: 'neutral' },
];
/** The languages a visitor can file in; the inbox shows and filters by it (in English). */
const LANGUAGES: { value: RequestLanguage; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Spanish' },
  { value: 'ht', label: 'Haitian Creole' },
];
const languageLabel = (value: string) => LANGUAGES.find((l) => l.value === value)?.label ?? value;

const statusOf = (value: RequestStatus) => STATUSES.find((s) => s.value === value) ?? STATUSES[0]!;

/**
 * Status only moves forward: new -> contacted -> converted -> closed (the database refuses
 * going back). Converted is set by posting a case from the request, never by hand.
 */
const NEXT: Record<RequestStatus, { to: RequestStatus; label: string }[]> = {
  new: [
    { to: 'contacted', label: 'Mark contacted' },
    { to: 'closed', label: 'Close' },
  ],
  contacted: [{ to: 'closed', label: 'Close' }],
  converted: [{ to: 'closed', label: 'Close' }],
  closed: [],
};
/** A request still open may become a case. */
const convertible = (status: RequestStatus) => status === 'new' || status === 'contacted';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function readFilters(params: URLSearchParams): InboxFilters {
  const status = params.get('status');
  const county = params.get('county');
  const language = params.get('language');
  return {
    language: LANGUAGES.some((l) => l.value === language) ? (language as RequestLanguage) : null,
    status: STATUSES.some((s) => s.value === status) ? (status as RequestStatus) : null,
    county: COUNTY_OPTIONS.some((o) => o.value === county) ? county : null,
  };
}

function RequestItem({ request }: { request: GalRequest }) {
  const saving = useInboxStore((s) => s.saving[request.id] ?? false);
  const rowError = useInboxStore((s) => s.rowErrors[request.id]);
  const voiceUrl = useInboxStore((s) =>
    request.voice_note_path ? s.voiceUrls[request.voice_note_path] : undefined,
  );
  const { setStatus, openVoiceNote } = useInboxStore.getState();
  const [confirmClose, setConfirmClose] = useState(false);
  const status = statusOf(request.status);
  const headingId = `request-${request.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className={`rounded-xl border bg-white p-5 shadow-sm ${request.urgent ? 'border-red-300' : 'border-slate-200'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {request.name}
          </h2>
          <p className="text-sm text-slate-600">
            {request.case_type} · {request.county} · received {when(request.created_at)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {request.urgent ? (
            <Badge tone="danger">
              <AlertTriangle aria-hidden="true" className="mr-1 size-3.5" />
              Urgent
            </Badge>
          ) : null}
          {/* The visitor's language, so the reply goes out in it; their words stay as written. */}
          <Badge tone="neutral">{languageLabel(request.language)}</Badge>
          <Badge tone={status.tone}>{status.label}</Badge>
        </div>
      </div>
      <p className="mt-3 whitespace-pre-line text-slate-800">{request.details}</p>
      <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <a
          href={mailtoHref(request.email)}
          className="inline-flex items-center gap-1 text-indigo-700 hover:underline"
        >
          <Mail aria-hidden="true" className="size-4" />
          {request.email}
        </a>
        <a
          href={telHref(request.phone)}
          className="inline-flex items-center gap-1 text-indigo-700 hover:underline"
        >
          <Phone aria-hidden="true" className="size-4" />
          {request.phone}
        </a>
      </p>
      {request.voice_note_path ? (
        <div className="mt-3">
          {voiceUrl ? (
            <audio controls autoPlay src={voiceUrl} aria-label={`Voice note from ${request.name}`}>
              <track kind="captions" />
            </audio>
          ) : (
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => void openVoiceNote(request.id, request.voice_note_path!)}
            >
              <Play aria-hidden="true" className="size-4" />
              Play voice note
            </button>
          )}
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
        {convertible(request.status) ? (
          <Link
            to={paths.dashboard.newCaseFromRequest(request.id)}
            className={buttonClass('primary')}
          >
            <FolderPlus aria-hidden="true" className="size-4" />
            Create case from this request
          </Link>
        ) : null}
        {request.cases?.map((c) => (
          <Link
            key={c.id}
            to={paths.dashboard.case(c.id)}
            className="text-sm font-medium text-indigo-700 hover:underline"
          >
            Case: {c.title}
          </Link>
        ))}
        {NEXT[request.status].map(({ to, label }) => (
          <button
            key={to}
            type="button"
            className={buttonClass('secondary')}
            disabled={saving}
            // Closing is final (the database refuses going back): it asks first.
            onClick={() =>
              to === 'closed' ? setConfirmClose(true) : void setStatus(request.id, to)
            }
          >
            {label}
          </button>
        ))}
        <ConfirmDialog
          open={confirmClose}
          title={`Close the request from ${request.name}?`}
          description="A closed request stays in the inbox under Closed; it cannot be reopened or marked contacted."
          confirmLabel="Close Request"
          onCancel={() => setConfirmClose(false)}
          onConfirm={() => {
            setConfirmClose(false);
            void setStatus(request.id, 'closed');
          }}
        />
        {request.status_changed_at ? (
          <p className="text-sm text-slate-600">
            {status.label} by {request.changer?.full_name ?? 'a former admin'} on{' '}
            {when(request.status_changed_at)}
          </p>
        ) : null}
      </div>
      <div className="mt-2">
        <FormError message={rowError} />
      </div>
    </li>
  );
}

const NONE: GalRequest[] = [];

/** Admin inbox of landing-page requests: newest first, urgent marked, filters in the URL. */
export function RequestsPage() {
  const [params, setParams] = useSearchParamsLatest();
  const filters = readFilters(params);
  const { status, county, language } = filters;
  const read = useQuery(inboxQuery({ status, county, language }));
  const requests = read.data ?? NONE;
  const loading = read.isFetching;
  const error = errorText(read.error);
  const sweep = useInboxStore((s) => s.sweep);

  useEffect(() => {
    void sweep();
  }, [sweep]);

  function setFilter(name: 'status' | 'county' | 'language', value: string) {
    setParams(
      (next) => {
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  }

  return (
    <>
      <PageHeader
        title="Requests"
        description="GAL requests from the landing page, newest first. Urgent ones are marked."
      />
      <div className="mt-6 grid gap-4 sm:grid-cols-3 lg:max-w-3xl">
        <Select
          label="Status"
          placeholder="All statuses"
          options={STATUSES}
          value={filters.status ?? ''}
          onChange={(e) => setFilter('status', e.target.value)}
        />
        <Select
          label="County"
          placeholder="All counties"
          options={COUNTY_OPTIONS}
          value={filters.county ?? ''}
          onChange={(e) => setFilter('county', e.target.value)}
        />
        <Select
          label="Language"
          placeholder="All languages"
          options={LANGUAGES}
          value={filters.language ?? ''}
          onChange={(e) => setFilter('language', e.target.value)}
        />
      </div>
      <div className="mt-6">
        <FormError message={error} />
        {loading && requests.length === 0 ? (
          <Spinner label="Loading requests" showLabel />
        ) : requests.length === 0 && !error ? (
          <EmptyState
            icon={Inbox}
            title="No requests"
            text={
              filters.status || filters.county || filters.language
                ? 'No request matches these filters.'
                : 'Requests sent from the landing page appear here.'
            }
          />
        ) : (
          <ul aria-label="Requests" aria-busy={loading} className="space-y-4">
            {requests.map((r) => (
              <RequestItem key={r.id} request={r} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
