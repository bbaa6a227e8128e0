// 'Exports' (admins): CSV of cases, time entries, contacts, invoices, contractors and
// applications for admins, and of their own time, contacts and invoices for contractors; filtered by date range and county,
// columns and date format defaulting to Data Export Preferences (Settings). Rows are
// read page by page with a progress bar and Cancel.
import { useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/button-styles';
import { Card } from '@/components/card';
import { CheckboxGroup } from '@/components/checkbox-group';
import { FormError } from '@/components/form-error';
import { PageHeader } from '@/components/page-header';
import { RadioGroup } from '@/components/radio-group';
import { Select } from '@/components/select';
import { TextField } from '@/components/text-field';
import { countyLabel, FLORIDA_COUNTIES } from '@/content/florida';
import { useCurrentUser } from '@/features/profile';
import { useUserSettings, type DateFormat } from '@/features/settings';
import { can } from '@/lib/capabilities';
import { ExportProgress } from '../components/export-progress';
import { DATASET_KEYS, DATASETS, columnPref, type DatasetKey } from '../lib/export-datasets';
import { DATE_FORMAT_OPTIONS } from '../lib/export-preferences';
import { useExportStore } from '../stores/export-store';

const COUNTY_OPTIONS = FLORIDA_COUNTIES.map((c) => ({ value: c, label: countyLabel(c) }));

export function ExportsPage() {
  const user = useCurrentUser();
  const prefs = useUserSettings(user?.id).exports;
  const all = can(user, 'exportAll');
  const keys = DATASET_KEYS.filter((k) => all || !DATASETS[k].adminOnly);
  const [dataset, setDataset] = useState<DatasetKey>(keys[0] ?? 'time_entries');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [county, setCounty] = useState('');
  // null until changed here: the preferences' defaults, even when they load after this page.
  const [columns, setColumns] = useState<string[] | null>(null);
  const [format, setFormat] = useState<DateFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useExportStore((s) => s.running);
  const { start } = useExportStore.getState();

  const spec = DATASETS[dataset];
  const chosen =
    columns ??
    spec.columns
      .map((c) => c.key)
      .filter((key) => !prefs.hiddenColumns.includes(columnPref(dataset, key)));
  const dateFormat = format ?? prefs.dateFormat;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (from && to && from > to) return setError('The start date is after the end date.');
    if (!chosen.length) return setError('Choose at least one column to export.');
    setError(null);
    void start({
      dataset,
      columns: chosen,
      format: dateFormat,
      filters: {
        from: spec.dateLabel && from ? from : null,
        to: spec.dateLabel && to ? to : null,
        county: spec.county && county ? county : null,
      },
    });
  }

  return (
    <>
      <PageHeader
        title="Exports"
        description={
          all
            ? 'Download the program’s records as CSV files that open in Excel, Numbers or Google Sheets.'
            : 'Download your own time, contacts and invoices as CSV files that open in Excel, Numbers or Google Sheets.'
        }
      />
      <form noValidate onSubmit={submit} className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card title="What to export">
          <div className="grid gap-4">
            <Select
              label="Data"
              options={keys.map((k) => ({ value: k, label: DATASETS[k].label }))}
              value={dataset}
              onChange={(e) => {
                setDataset(e.target.value as DatasetKey);
                setColumns(null);
              }}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="From"
                type="date"
                value={from}
                disabled={!spec.dateLabel}
                hint={spec.dateLabel ? `${spec.dateLabel} on or after` : 'These rows have no date'}
                onChange={(e) => setFrom(e.target.value)}
              />
              <TextField
                label="To"
                type="date"
                value={to}
                disabled={!spec.dateLabel}
                hint={spec.dateLabel ? `${spec.dateLabel} on or before` : undefined}
                onChange={(e) => setTo(e.target.value)}
              />
            </div>
            <Select
              label="County"
              placeholder="All counties"
              options={COUNTY_OPTIONS}
              value={spec.county ? county : ''}
              disabled={!spec.county}
              hint={spec.county ? undefined : 'These rows have no county'}
              onChange={(e) => setCounty(e.target.value)}
            />
            <RadioGroup
              legend="Date format"
              inline
              options={DATE_FORMAT_OPTIONS}
              value={dateFormat}
              onChange={(v) => setFormat(v as DateFormat)}
            />
          </div>
        </Card>
        <Card title="Columns">
          <CheckboxGroup
            legend={`${spec.label} columns`}
            options={spec.columns.map((c) => ({ value: c.key, label: c.header }))}
            value={chosen}
            onChange={setColumns}
          />
        </Card>
        <div className="space-y-4 lg:col-span-2">
          <FormError message={error} />
          <button type="submit" className={buttonClass('primary')} disabled={running}>
            {running ? 'Exporting...' : 'Export CSV'}
          </button>
          <ExportProgress />
        </div>
      </form>
    </>
  );
}
