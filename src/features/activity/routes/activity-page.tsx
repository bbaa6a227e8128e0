// Admins' Activity page: the audit log (who viewed, changed, exported or linked which
// case record, and when), filtered by case, person, kind and dates, a keyset page at a
// time, with a CSV of what the filters keep; and the errors users' browsers reported.
import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Download, History, X } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { EmptyState } from '@/components/empty-state';
import { FormError } from '@/components/form-error';
import { PageHeader } from '@/components/page-header';
import { Select } from '@/components/select';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { messageOf } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { errorText } from '@/lib/query-client';
import { saveFile } from '@/lib/save-file';
import { useSearchParamsLatest } from '@/lib/use-search-params-latest';
import { EXPORT_LIMIT, exportActivity } from '../api/activity-api';
import { activityQuery } from '../api/queries';
import { ActivityList } from '../components/activity-list';
import { ErrorGroups } from '../components/error-groups';
import { activityCsv, KINDS } from '../lib/activity-kinds';
import { readParams, toFilters } from '../lib/activity-filters';

type ParamName = 'case' | 'person' | 'kind' | 'from' | 'to';

function ActivityLog() {
  const [params, setParams] = useSearchParamsLatest();
  const p = readParams(params);
  const filters = toFilters(p);
  const read = useInfiniteQuery(activityQuery(filters));
  const entries = read.data?.pages.flatMap((page) => page.entries) ?? [];
  const [labels, setLabels] = useState<{ case?: string; person?: string }>({});
  const [exporting, setExporting] = useState(false);
  const [exportNote, setExportNote] = useState<string | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);

  function setParam(name: ParamName, value: string | null) {
    setParams(
      (next) => {
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  }

  async function download() {
    setExporting(true);
    setExportError(null);
    setExportNote(null);
    try {
      const { entries: rows, truncated } = await exportActivity(filters);
      saveFile(activityCsv(rows), `activity-${new Date().toISOString().slice(0, 10)}.csv`);
      setExportNote(
        truncated
          ? `Exported the newest ${EXPORT_LIMIT.toLocaleString('en-US')} entries; narrow the filters for the rest.`
          : `Exported ${rows.length.toLocaleString('en-US')} entries.`,
      );
    } catch (error) {
      setExportError(messageOf(error));
    } finally {
      setExporting(false);
    }
  }

  const personName =
    labels.person ??
    entries.find((e) => e.actor_id === p.personId)?.actor_name ??
    entries.find((e) => e.row_id === p.personId)?.subject_name ??
    'the chosen person';
  const caseTitle =
    labels.case ?? entries.find((e) => e.case_id === p.caseId)?.case_title ?? 'the chosen case';
  const filtered = Boolean(p.caseId || p.personId || p.kind || p.from || p.to);

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3 lg:max-w-3xl">
        <Select
          label="Kind"
          placeholder="Every kind"
          options={KINDS}
          value={p.kind ?? ''}
          onChange={(e) => setParam('kind', e.target.value || null)}
        />
        <TextField
          label="From"
          type="date"
          value={p.from ?? ''}
          max={p.to ?? undefined}
          onChange={(e) => setParam('from', e.target.value || null)}
        />
        <TextField
          label="To"
          type="date"
          value={p.to ?? ''}
          min={p.from ?? undefined}
          onChange={(e) => setParam('to', e.target.value || null)}
        />
      </div>
      {p.caseId || p.personId ? (
        <ul aria-label="Active filters" className="mt-4 flex flex-wrap gap-2">
          {p.personId ? (
            <li>
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={() => setParam('person', null)}
              >
                By or about {personName}
                <X aria-hidden="true" className="size-4" />
                <span className="sr-only">(remove this filter)</span>
              </button>
            </li>
          ) : null}
          {p.caseId ? (
            <li>
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={() => setParam('case', null)}
              >
                On {caseTitle}
                <X aria-hidden="true" className="size-4" />
                <span className="sr-only">(remove this filter)</span>
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={exporting || entries.length === 0}
          onClick={() => void download()}
        >
          <Download aria-hidden="true" className="size-4" />
          {exporting ? 'Exporting…' : 'Export CSV'}
        </button>
        <p role="status" className="text-sm text-slate-700">
          {exportNote}
        </p>
      </div>
      <FormError message={exportError} />
      <div className="mt-4">
        <FormError message={errorText(read.error)} />
        {read.isPending ? (
          <Spinner label="Loading activity" showLabel />
        ) : entries.length === 0 && !read.error ? (
          <EmptyState
            icon={History}
            title="No activity"
            text={
              filtered
                ? 'Nothing in the log matches these filters.'
                : 'Views, changes, exports and file links on case records appear here.'
            }
          />
        ) : (
          <ActivityList
            entries={entries}
            busy={read.isFetching}
            onPerson={(id, name) => {
              setLabels((l) => ({ ...l, person: name }));
              setParam('person', id);
            }}
            onCase={(id, title) => {
              setLabels((l) => ({ ...l, case: title }));
              setParam('case', id);
            }}
          />
        )}
        {read.hasNextPage ? (
          <button
            type="button"
            className={buttonClass('secondary', 'mt-4')}
            disabled={read.isFetchingNextPage}
            onClick={() => void read.fetchNextPage()}
          >
            {read.isFetchingNextPage ? 'Loading…' : 'Show older activity'}
          </button>
        ) : null}
      </div>
    </>
  );
}

export function ActivityPage() {
  const [params] = useSearchParamsLatest();
  const errorsView = params.get('view') === 'errors';
  const tab = (active: boolean) =>
    `rounded-t-lg border-b-2 px-4 py-2 text-sm font-semibold ${
      active
        ? 'border-indigo-700 text-indigo-800'
        : 'border-transparent text-slate-700 hover:text-slate-900'
    }`;
  return (
    <>
      <PageHeader
        title="Activity"
        description="Who viewed, changed and exported confidential case records, and the errors users met. Times are Eastern."
      />
      <nav aria-label="Activity views" className="mt-4 flex gap-2 border-b border-slate-200">
        <Link
          to={paths.dashboard.activity}
          className={tab(!errorsView)}
          aria-current={errorsView ? undefined : 'page'}
        >
          Audit log
        </Link>
        <Link
          to={paths.dashboard.activityErrors()}
          className={tab(errorsView)}
          aria-current={errorsView ? 'page' : undefined}
        >
          Errors
        </Link>
      </nav>
      <section aria-label={errorsView ? 'Reported errors' : 'Audit log'} className="mt-6">
        {errorsView ? <ErrorGroups /> : <ActivityLog />}
      </section>
    </>
  );
}
