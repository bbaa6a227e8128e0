// Settings' 'Data Export Preferences': the date format and the columns the
// Exports page starts from, per dataset the user can export. Saved as they change.
import { Card } from '@/components/card';
import { Checkbox } from '@/components/checkbox';
import { RadioGroup } from '@/components/radio-group';
import { useCurrentUser } from '@/features/profile';
import { useSettingsStore, useUserSettings, type DateFormat } from '@/features/settings';
import { can, canOpen } from '@/lib/capabilities';
import { DATASET_KEYS, DATASETS, columnPref } from '../lib/export-datasets';
import { DATE_FORMAT_OPTIONS } from '../lib/export-preferences';

export function ExportPreferences() {
  const user = useCurrentUser();
  const prefs = useUserSettings(user?.id).exports;
  if (!user || !canOpen(user.role, 'exports')) return null;
  const keys = DATASET_KEYS.filter((k) => can(user, 'exportAll') || !DATASETS[k].adminOnly);
  const { setExportDateFormat, setExportColumn } = useSettingsStore.getState();
  return (
    <Card title="Data Export Preferences" className="lg:col-span-2">
      <p className="mb-4 text-sm text-slate-700">
        What the Exports page starts with; you can still change it for one export.
      </p>
      <RadioGroup
        legend="Date format"
        inline
        options={DATE_FORMAT_OPTIONS}
        value={prefs.dateFormat}
        onChange={(v) => void setExportDateFormat(v as DateFormat)}
      />
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        {keys.map((key) => (
          <fieldset key={key}>
            <legend className="text-sm font-medium text-slate-800">
              {DATASETS[key].label} columns
            </legend>
            <div className="mt-2 space-y-2">
              {DATASETS[key].columns.map((c) => (
                <Checkbox
                  key={c.key}
                  label={c.header}
                  checked={!prefs.hiddenColumns.includes(columnPref(key, c.key))}
                  onChange={(e) => void setExportColumn(columnPref(key, c.key), e.target.checked)}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </Card>
  );
}
