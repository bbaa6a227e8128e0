// The court report under a hearing: 'Draft report' opens the period (from the previous
// hearing, or the case's start, to this hearing; changeable), drafts a .docx from the
// record in the active template, saves it as a version and downloads it; the versions
// list re-downloads any of them; the contractor marks the report served or filed with
// the day (an admin may mark it filed). Shown to those who see the hearing: admins
// and the case's contractor.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { buttonClass } from '@/components/button-styles';
import { TextField } from '@/components/text-field';
import { useCurrentUser } from '@/features/profile';
import { can } from '@/lib/capabilities';
import type { Tables } from '@/lib/database.types';
import { todayIso } from '@/lib/dates';
import { errorText } from '@/lib/query-client';
import { draftsQuery, reportDataQuery } from '../api/queries';
import type { ReportDraft } from '../api/reports-api';
import { formatDay } from '../lib/report-data';
import { useReports } from '../stores/reports-store';
import { Problems } from './problems';

type CourtDateRef = Pick<
  Tables<'court_dates'>,
  'id' | 'hearing_at' | 'report_status' | 'report_filed_on'
>;
type CaseRef = Pick<Tables<'cases'>, 'id' | 'title' | 'contractor_id' | 'status'>;

const EMPTY: readonly ReportDraft[] = [];

export function CourtReport({ courtDate, caseRow }: { courtDate: CourtDateRef; caseRow: CaseRef }) {
  const [open, setOpen] = useState(false);
  const id = courtDate.id;
  const errors = useReports((s) => s.errors[id]);
  return (
    <div className="mt-3 border-t border-slate-100 pt-3">
      {open ? (
        <DraftPanel courtDate={courtDate} caseRow={caseRow} onClose={() => setOpen(false)} />
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <button type="button" className={buttonClass('secondary')} onClick={() => setOpen(true)}>
            <FileText aria-hidden="true" className="size-4" />
            Draft report
          </button>
          <FiledLine courtDate={courtDate} />
        </div>
      )}
      {!open ? <Problems items={errors} /> : null}
    </div>
  );
}

function FiledLine({ courtDate }: { courtDate: CourtDateRef }) {
  if (!courtDate.report_filed_on) return null;
  const how = courtDate.report_status === 'filed' ? 'Filed' : 'Submitted: served on the parties';
  return (
    <p className="text-sm text-slate-700">
      {how} on {formatDay(courtDate.report_filed_on)}
    </p>
  );
}

function DraftPanel({
  courtDate,
  caseRow,
  onClose,
}: {
  courtDate: CourtDateRef;
  caseRow: CaseRef;
  onClose: () => void;
}) {
  const id = courtDate.id;
  // The period the record suggests comes with the record's answer; the versions beside it.
  const dataRead = useQuery(reportDataQuery(id));
  const draftsRead = useQuery(draftsQuery(id));
  const defaults = dataRead.data;
  const drafts = draftsRead.data ?? EMPTY;
  const readError = errorText(dataRead.error) ?? errorText(draftsRead.error);
  const actionErrors = useReports((s) => s.errors[id]);
  const errors = readError ? [readError, ...(actionErrors ?? [])] : actionErrors;
  const busy = useReports((s) => s.busy === id);
  // Typed dates; until one is typed, the period the record suggests.
  const [typedStart, setStart] = useState<string | null>(null);
  const [typedEnd, setEnd] = useState<string | null>(null);
  const start = typedStart ?? defaults?.period.start ?? '';
  const end = typedEnd ?? defaults?.period.end ?? '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void useReports.getState().draft(id, { start, end });
  };

  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <form onSubmit={submit} aria-label="Draft the court report">
        <p className="text-sm text-slate-700">
          The report covers the contacts, visits, hours and mileage of this period: from the
          previous hearing (or the case&apos;s start) to this hearing.
        </p>
        <div className="mt-2 flex flex-wrap items-end gap-3">
          <TextField
            label="Period from"
            type="date"
            value={start}
            max={end || undefined}
            onChange={(e) => setStart(e.target.value)}
            required
          />
          <TextField
            label="Period to"
            type="date"
            value={end}
            min={start || undefined}
            onChange={(e) => setEnd(e.target.value)}
            required
          />
          <button
            type="submit"
            className={buttonClass('primary')}
            disabled={busy || !start || !end}
            aria-busy={busy}
          >
            {busy ? 'Drafting…' : 'Draft and download'}
          </button>
          <button type="button" className={buttonClass('ghost')} onClick={onClose}>
            Close
          </button>
        </div>
      </form>
      <Problems items={errors} />
      <Versions drafts={drafts} caseTitle={caseRow.title} />
      <MarkReport courtDate={courtDate} caseRow={caseRow} />
    </div>
  );
}

function Versions({ drafts, caseTitle }: { drafts: readonly ReportDraft[]; caseTitle: string }) {
  return (
    <section aria-label="Draft versions" className="mt-4">
      <h4 className="text-sm font-semibold text-slate-900">Versions</h4>
      {drafts.length ? (
        <ul className="mt-1 space-y-1 text-sm text-slate-700">
          {drafts.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center gap-2">
              <span>
                {new Date(d.created_at).toLocaleString('en-US', {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })}{' '}
                by {d.author?.full_name ?? 'a former user'}: {formatDay(d.period_start)} to{' '}
                {formatDay(d.period_end)}, {d.template_name}
              </span>
              <button
                type="button"
                className={buttonClass('ghost')}
                onClick={() => void useReports.getState().download(d, caseTitle)}
                aria-label={`Download the draft of ${new Date(d.created_at).toLocaleString('en-US')}`}
              >
                Download
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-600">No drafts yet.</p>
      )}
    </section>
  );
}

function MarkReport({ courtDate, caseRow }: { courtDate: CourtDateRef; caseRow: CaseRef }) {
  const user = useCurrentUser();
  const contractor = can(user, 'setReportStatus', caseRow);
  const admin = can(user, 'markReportFiled');
  const [status, setStatus] = useState<'submitted' | 'filed'>('filed');
  const [on, setOn] = useState(todayIso());
  if (!contractor && !admin) return null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void useReports.getState().mark(courtDate.id, contractor ? status : 'filed', on);
  };
  return (
    <form
      onSubmit={submit}
      className="mt-4 flex flex-wrap items-end gap-3"
      aria-label="Mark the report"
    >
      {contractor ? (
        <label className="text-sm text-slate-800">
          <span className="mb-1 block">The report was</span>
          <select
            className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-slate-900"
            value={status}
            onChange={(e) => setStatus(e.target.value as 'submitted' | 'filed')}
          >
            <option value="filed">Filed with the clerk</option>
            <option value="submitted">Served on the parties</option>
          </select>
        </label>
      ) : null}
      <TextField
        label="On"
        type="date"
        value={on}
        max={todayIso()}
        onChange={(e) => setOn(e.target.value)}
        required
      />
      <button type="submit" className={buttonClass('secondary')}>
        {contractor ? 'Save' : 'Mark filed'}
      </button>
      <FiledLine courtDate={courtDate} />
    </form>
  );
}
