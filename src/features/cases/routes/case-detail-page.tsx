// One case at /dashboard/cases/:id (shareable, survives a reload): Back to
// Cases, details, admin controls, names, history, Add Time Entry, Time Entries.
import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { buttonClass } from '@/components/button-styles';
import { FormError } from '@/components/form-error';
import { Spinner } from '@/components/spinner';
import { countyLabel } from '@/content/florida';
import { EnrollPrompt } from '@/features/applications';
import { useCurrentUser } from '@/features/profile';
import {
  caseEntriesQuery,
  ContactsSection,
  PlannedVisitsSection,
  TimeEntryForm,
  TimeEntryList,
} from '@/features/work-record';
import { can, canOpen } from '@/lib/capabilities';
import { paths } from '@/lib/paths';
import { errorText } from '@/lib/query-client';
import { AcceptBlocker } from '../components/accept-blocker';
import { AbuseAllegationBadge, PlainBadge, StatusBadge, UrgencyBadge } from '../components/badges';
import { CaseAdminControls } from '../components/case-admin-controls';
import { AcceptNoteLine } from '../components/case-card';
import { CaseHistory } from '../components/case-history';
import { ClosingSummary, FromRequestLink } from '../components/case-file-notes';
import { CourtFactsSection } from '../components/court-facts';
import { formatDate } from '@/lib/format';
import { caseStartIso } from '@/lib/dates';
import type { CaseRow } from '../api/cases-api';
import type { SiblingCase } from '../api/family-api';
import { caseQuery, contractorsQuery, peopleQuery, siblingsQuery } from '../api/queries';
import { CasePeople } from '../components/case-people';
import { CaseSiblings } from '../components/case-siblings';
import { useContactChoices } from '../lib/contact-choices';
import { useCaseDetailStore } from '../stores/case-detail-store';

/** Sections features above cases add to the page (court dates), given the case shown. */
export type CaseSections = (item: CaseRow) => ReactNode;

const NO_SIBLINGS: SiblingCase[] = [];

export function CaseDetailPage({ sections }: { sections?: CaseSections }) {
  const user = useCurrentUser();
  const viewCases = can(user, 'viewCases');
  const assignCases = can(user, 'assignCase');
  const { id = '' } = useParams();
  // The page's composition usually asked for all of them in one request (case_page()).
  const record = useQuery({ ...caseQuery(id), enabled: viewCases });
  const item = record.data ?? null;
  const caseError = errorText(record.error);
  const entriesRead = useQuery({ ...caseEntriesQuery(id), enabled: viewCases });
  const entries = entriesRead.data ?? [];
  const entriesLoading = entriesRead.isPending;
  const entriesError = errorText(entriesRead.error);
  const contractorsRead = useQuery({ ...contractorsQuery(), enabled: assignCases });
  const contractors = contractorsRead.data ?? [];
  const contractorsError = errorText(contractorsRead.error);
  const siblingsRead = useQuery({ ...siblingsQuery(id), enabled: viewCases });
  const siblings = siblingsRead.data ?? NO_SIBLINGS;
  const peopleRead = useQuery({ ...peopleQuery(id), enabled: viewCases });
  const choices = useContactChoices(id, siblings, user?.id ?? null, viewCases);
  const notice = useCaseDetailStore((s) => s.notice);
  const accepting = useCaseDetailStore((s) => s.accepting);
  const acceptNote = useCaseDetailStore((s) => s.acceptNote);
  const {
    open,
    setStatus,
    assign,
    setAbuseAllegation,
    setCourtFacts,
    closeCase,
    accept,
    addEntry,
    updateEntry,
    deleteEntry,
  } = useCaseDetailStore.getState();

  useEffect(() => open(), [id, open]);

  const back = (
    <Link to={paths.dashboard.cases} className={buttonClass('ghost', '-ml-4')}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Cases
    </Link>
  );
  if (!viewCases) {
    return (
      <>
        {back}
        <h1 className="mt-2 text-2xl font-bold text-slate-900">Case Management</h1>
        <EnrollPrompt />
      </>
    );
  }
  if (!item) {
    return (
      <>
        {back}
        <h1 className="mt-2 text-2xl font-bold text-slate-900">Case Management</h1>
        {caseError ? (
          <p role="alert" className="mt-4 text-red-700">
            {caseError}
          </p>
        ) : (
          <p className="mt-4 text-slate-600">Loading case...</p>
        )}
      </>
    );
  }

  const completed = item.status === 'completed';
  const firstDate = caseStartIso(item.created_at);
  const canLog = can(user, 'logTime', item);
  return (
    <>
      {back}
      <article aria-labelledby="case-title" className="mt-2">
        <h1
          id="case-title"
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
        >
          {item.title}
        </h1>
        <div className="mt-3 flex flex-wrap gap-2">
          <StatusBadge status={item.status} />
          <UrgencyBadge urgency={item.urgency} />
          {item.abuse_allegation ? <AbuseAllegationBadge /> : null}
          <PlainBadge>{item.category}</PlainBadge>
          {item.county ? <PlainBadge>{countyLabel(item.county)}</PlainBadge> : null}
          <PlainBadge>
            {item.type === 'paid' ? (item.compensation ?? 'Paid') : 'Pro Bono'}
          </PlainBadge>
        </div>
        <p className="mt-4 whitespace-pre-line text-slate-800">{item.description}</p>
        <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="font-medium text-slate-600">Admin</dt>
            <dd className="text-slate-900">{item.admin?.full_name ?? 'Unknown'}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">Contractor</dt>
            <dd className="text-slate-900">{item.contractor?.full_name ?? 'Unassigned'}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">Posted</dt>
            <dd className="text-slate-900">{formatDate(item.created_at)}</dd>
          </div>
        </dl>
        {assignCases ? <FromRequestLink requestId={item.request_id ?? null} /> : null}
        {user && canOpen(user.role, 'activity') ? (
          <Link
            to={paths.dashboard.activityOf({ case: item.id })}
            className="mt-3 inline-block text-sm font-medium text-indigo-700 hover:underline"
          >
            Activity on this case
          </Link>
        ) : null}
        <ClosingSummary item={item} />
        <CourtFactsSection
          item={item}
          editable={can(user, 'setCaseStatus')}
          onSave={(facts) => setCourtFacts(item.id, facts)}
        />

        {notice ? (
          <p
            role="alert"
            className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900"
          >
            {notice}
          </p>
        ) : null}
        <FormError message={caseError} />
        {can(user, 'setCaseStatus') ? (
          <>
            <CaseAdminControls
              item={item}
              contractors={contractors}
              onStatus={(status) => setStatus(item.id, status)}
              onAssign={(contractorId) => assign(item.id, contractorId)}
              onAbuseAllegation={(flag) => setAbuseAllegation(item.id, flag)}
              onCloseCase={(orderOn, summary) => closeCase(item.id, orderOn, summary)}
            />
            <FormError message={contractorsError} />
          </>
        ) : null}
        {acceptNote ? (
          <AcceptNoteLine note={acceptNote} />
        ) : can(user, 'acceptCase', item) && item.accept_blocker ? (
          <AcceptBlocker reason={item.accept_blocker} className="mt-4" />
        ) : can(user, 'acceptCase', item) ? (
          <button
            type="button"
            className={buttonClass('primary', 'mt-4')}
            disabled={accepting}
            onClick={() => void accept(item.id)}
          >
            {accepting ? 'Accepting...' : 'Accept Case'}
          </button>
        ) : null}
        {sections?.(item)}

        {user && (can(user, 'workOnCase', item) || can(user, 'assignCase')) ? (
          <>
            <PlannedVisitsSection item={item} user={user} />
            <CaseSiblings
              caseId={item.id}
              siblings={siblings}
              error={errorText(siblingsRead.error)}
              canLink={can(user, 'assignCase')}
            />
            <CasePeople
              caseId={item.id}
              people={peopleRead.data}
              loading={peopleRead.isPending}
              error={errorText(peopleRead.error)}
              canEdit
            />
            <ContactsSection
              item={item}
              user={user}
              siblings={choices.siblings}
              people={choices.people}
            />
          </>
        ) : null}

        {canLog && user ? (
          <section
            aria-label="Add Time Entry"
            className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <TimeEntryForm
              title="Add Time Entry"
              headingLevel={2}
              submitLabel="Add Entry"
              caseCompleted={completed}
              firstDate={firstDate}
              onSubmit={(f) => addEntry(item.id, user.id, f)}
            />
          </section>
        ) : null}
        {completed && can(user, 'workOnCase', item) ? (
          <p className="mt-8 text-slate-700">
            This case is completed; no more time can be logged on it.
          </p>
        ) : null}

        <section aria-labelledby="entries-heading" className="mt-8">
          <h2 id="entries-heading" className="text-lg font-semibold text-slate-900">
            Time Entries
          </h2>
          <FormError message={entriesError} />
          {entriesLoading && !entries.length ? (
            <Spinner label="Loading time entries" className="mt-2" />
          ) : (
            <TimeEntryList
              entries={entries}
              editableBy={can(user, 'logTime') ? (user?.id ?? null) : null}
              caseCompleted={completed}
              firstDate={firstDate}
              onUpdate={updateEntry}
              onDelete={deleteEntry}
            />
          )}
        </section>
        <section aria-labelledby="history-heading" className="mt-8">
          <h2 id="history-heading" className="text-lg font-semibold text-slate-900">
            History
          </h2>
          <CaseHistory events={item.case_events} county={item.county} />
        </section>
      </article>
    </>
  );
}
