// 'Court Dates' on the case page: each hearing with its type, place, judge, the report's
// due time (overdue in red with the days late) and status; admins and the case's
// contractor add, edit and delete them; the contractor moves the report status and an
// admin may mark it filed.
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Badge } from '@/components/badge';
import { buttonClass } from '@/components/button-styles';
import { Checkbox } from '@/components/checkbox';
import { FormError } from '@/components/form-error';
import { Spinner } from '@/components/spinner';
import { useCurrentUser } from '@/features/profile';
import { can } from '@/lib/capabilities';
import { countyTimeZone } from '@/content/florida';
import { formatCourtDateTime } from '@/lib/court-time';
import type { Tables } from '@/lib/database.types';
import { errorText } from '@/lib/query-client';
import type { CourtDate } from '../api/court-api';
import { courtDatesQuery, deadlineRulesQuery } from '../api/queries';
import {
  courtroomText,
  courtWhenText,
  daysLate,
  differentInstants,
  lateText,
  periodText,
} from '../lib/deadlines';
import { courtErrorMessage } from '../lib/errors';
import {
  hearingTypeLabel,
  REPORT_STATUSES,
  reportPending,
  reportStatusLabel,
  type ReportStatus,
} from '../lib/labels';
import { useCourtActions } from '../stores/court-store';
import { CourtDateForm } from './court-date-form';
import { HearingOutcome } from './hearing-outcome';

type CaseRef = Pick<Tables<'cases'>, 'id' | 'status' | 'contractor_id' | 'category' | 'county'>;

interface CourtDatesProps {
  caseRow: CaseRef;
  /** The case's sibling cases the viewer may add hearings to: one hearing for the group. */
  siblings?: readonly { id: string; title: string }[];
  /** What a feature on a level above court adds under each hearing (the court report). */
  report?: (item: CourtDate) => ReactNode;
}

export function CourtDates({ caseRow, report, siblings = [] }: CourtDatesProps) {
  const [toGroup, setToGroup] = useState(false);
  const user = useCurrentUser();
  const manage = can(user, 'manageCourtDates', caseRow);
  // The case page's one request usually answered both already (case_page()).
  const datesRead = useQuery({ ...courtDatesQuery(caseRow.id), enabled: manage });
  const rulesRead = useQuery({ ...deadlineRulesQuery(), enabled: manage });
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  if (!manage) return null;

  const dates = datesRead.data ?? [];
  const loading = datesRead.isPending;
  const loadError = errorText(datesRead.error);
  const rules = rulesRead.data ?? [];

  const rule = rules.find((r) => r.category === caseRow.category);
  const zone = countyTimeZone(caseRow.county);
  const { add, update } = useCourtActions.getState();
  const done = (error: unknown) => {
    if (!error) setEditing(null);
    return error;
  };

  return (
    <section aria-labelledby="court-dates-heading" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="court-dates-heading" className="text-lg font-semibold text-slate-900">
          Court Dates
        </h2>
        {editing === null ? (
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => setEditing('new')}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add Court Date
          </button>
        ) : null}
      </div>
      {rule ? (
        <p className="mt-1 text-sm text-slate-600">
          {caseRow.category} reports are due {periodText(rule.hours_before, rule.period_unit)} (
          {rule.source}), moved to the day before when that falls on a weekend or court holiday.
        </p>
      ) : null}
      <FormError message={loadError} />
      {editing === 'new' ? (
        <div className="mt-3">
          {siblings.length ? (
            <Checkbox
              className="mb-2"
              label={`Also add it to the sibling cases (${siblings.map((x) => x.title).join(', ')})`}
              checked={toGroup}
              onChange={(e) => setToGroup(e.target.checked)}
            />
          ) : null}
          <CourtDateForm
            zone={zone}
            county={caseRow.county}
            onSubmit={async (f) =>
              done(await add(caseRow.id, f, toGroup ? siblings.map((x) => x.id) : []))
            }
            onCancel={() => setEditing(null)}
          />
        </div>
      ) : null}
      {loading && !dates.length ? (
        <Spinner label="Loading court dates" className="mt-3" />
      ) : dates.length ? (
        <ul className="mt-3 space-y-3">
          {dates.map((d) =>
            editing === d.id ? (
              <li key={d.id}>
                <CourtDateForm
                  zone={zone}
                  county={caseRow.county}
                  initial={d}
                  onSubmit={async (f) => done(await update(d.id, f))}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <CourtDateItem
                key={d.id}
                report={report}
                item={d}
                caseRow={caseRow}
                zone={zone}
                onEdit={editing === null ? () => setEditing(d.id) : undefined}
              />
            ),
          )}
        </ul>
      ) : editing === null ? (
        <p className="mt-3 text-slate-600">No court dates yet.</p>
      ) : null}
    </section>
  );
}

interface ItemProps {
  item: CourtDate;
  caseRow: CaseRef;
  zone: string;
  onEdit?: () => void;
  report?: (item: CourtDate) => ReactNode;
}

function CourtDateItem({ item, caseRow, zone, onEdit, report }: ItemProps) {
  const user = useCurrentUser();
  const [failure, setFailure] = useState<string | null>(null);
  const { remove, setReportStatus } = useCourtActions.getState();
  const late = reportPending(item.report_status) ? daysLate(item.report_due_at) : 0;
  const type = hearingTypeLabel(item.hearing_type);
  // The hearing type needs no report, or the hearing was cancelled.
  const noReport = item.report_status === 'not_required';
  const formatDateTime = (iso: string) => courtWhenText(iso, zone);
  const hearingName = `${type} hearing of ${formatCourtDateTime(item.hearing_at, zone)}`;
  const act = async (work: Promise<unknown>) => {
    const error = await work;
    setFailure(error ? courtErrorMessage(error) : null);
  };

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-slate-900">
            {type} hearing,{' '}
            <time dateTime={item.hearing_at}>{formatDateTime(item.hearing_at)}</time>
          </h3>
          <p className="text-sm text-slate-700">
            {[item.courtroom && courtroomText(item.courtroom), item.judge]
              .filter(Boolean)
              .join(' · ') || 'Courtroom and judge not set'}
          </p>
        </div>
        <Badge tone={late ? 'danger' : item.report_status === 'filed' ? 'success' : 'neutral'}>
          Report: {reportStatusLabel(item.report_status)}
        </Badge>
      </div>
      {noReport ? (
        <p className="mt-2 text-sm text-slate-700">No report is due for this hearing.</p>
      ) : (
        <p className={`mt-2 text-sm ${late ? 'font-semibold text-red-700' : 'text-slate-700'}`}>
          Report due <time dateTime={item.report_due_at}>{formatDateTime(item.report_due_at)}</time>
          {late ? ` — overdue, ${lateText(late)}` : null}
        </p>
      )}
      {item.due_reason && !noReport ? (
        <p className="text-sm text-slate-600">
          {/* The rule's plain figure, shown only where a weekend or holiday moved it. */}
          {capitalised(item.due_reason)}
          {differentInstants(item.plain_due_at, item.report_due_at) ? (
            <>
              {' '}
              (the hearing less the rule's period is{' '}
              <time dateTime={item.plain_due_at}>{formatDateTime(item.plain_due_at)}</time>)
            </>
          ) : null}
          .
        </p>
      ) : null}
      {item.notes ? (
        <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{item.notes}</p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-end gap-2">
        {noReport ? null : can(user, 'setReportStatus', caseRow) ? (
          <label className="text-sm text-slate-800">
            <span className="mr-2">Report status</span>
            <select
              className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-slate-900"
              value={item.report_status}
              onChange={(e) => void act(setReportStatus(item.id, e.target.value as ReportStatus))}
            >
              {REPORT_STATUSES.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
        ) : can(user, 'markReportFiled') && item.report_status !== 'filed' ? (
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => void act(setReportStatus(item.id, 'filed'))}
          >
            Mark report filed
          </button>
        ) : null}
        {onEdit ? (
          <button
            type="button"
            className={buttonClass('ghost')}
            onClick={onEdit}
            aria-label={`Edit the ${hearingName}`}
          >
            Edit
          </button>
        ) : null}
        <button
          type="button"
          className={buttonClass('ghost', 'text-red-700 hover:text-red-800')}
          onClick={() => {
            if (window.confirm(`Delete the ${hearingName}?`)) void act(remove(item.id));
          }}
          aria-label={`Delete the ${hearingName}`}
        >
          Delete
        </button>
      </div>
      <FormError message={failure} />
      <HearingOutcome item={item} zone={zone} />
      {report && !noReport ? report(item) : null}
    </li>
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
