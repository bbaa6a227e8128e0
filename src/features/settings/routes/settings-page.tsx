// 'Dashboard Settings', saved per user: each change is stored at once.
// Sections owned by higher features (program settings, calendar feed...) arrive as
// children from the dashboard feature, which composes the route (feature levels).
import type { ReactNode } from 'react';
import { Card } from '@/components/card';
import { Checkbox } from '@/components/checkbox';
import { FormError } from '@/components/form-error';
import { PageHeader } from '@/components/page-header';
import { RadioGroup } from '@/components/radio-group';
import { useCurrentUser } from '@/features/profile';
import { widgetsFor } from '@/lib/capabilities';
import { WIDGET_LABEL, type DisplayKey, type NotificationKey, type Theme } from '../lib/settings';
import { useSettingsStore } from '../stores/settings-store';
import { useStoredSettings, useUserSettings } from '../stores/use-dashboard-display';

const NOTIFICATIONS: { key: NotificationKey; label: string; hint: string }[] = [
  { key: 'newCases', label: 'New Cases', hint: 'When a case is posted that you can take' },
  { key: 'caseUpdates', label: 'Case Updates', hint: 'When a case of yours changes status' },
  { key: 'messages', label: 'Messages', hint: 'When someone writes to you about a case' },
  { key: 'deadlines', label: 'Deadlines', hint: 'Before a hearing or report is due' },
];

const DISPLAY: { key: DisplayKey; label: string; hint: string }[] = [
  { key: 'compactView', label: 'Compact View', hint: 'Denser lists and cards on every page' },
  { key: 'showCaseCount', label: 'Show Case Count', hint: 'The case count cards' },
  { key: 'showDeadlines', label: 'Show Deadlines', hint: 'Upcoming deadline cards' },
  { key: 'showTimeTracking', label: 'Show Time Tracking', hint: 'The hours cards' },
];

// Calendar Integration (court feature), Dashboard Widgets and Data Export Preferences
// (compliance) are real now; only custom layouts are still to come.
const COMING_SOON = ['Custom Dashboard Layouts'];

export function SettingsPage({ children }: { children?: ReactNode }) {
  const user = useCurrentUser();
  const userId = user?.id;
  const settings = useUserSettings(userId);
  const saveError = useSettingsStore((s) => s.error);
  const loadError = useStoredSettings(userId).error;
  const { setTheme, setNotification, setDisplay, setEmail, setWidget } =
    useSettingsStore.getState();

  return (
    <>
      <PageHeader
        title="Dashboard Settings"
        description="Theme, notifications and display preferences for your dashboard. Changes are saved as you make them."
      />
      <FormError message={saveError ?? loadError} />
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Card title="Theme">
          <RadioGroup
            legend="Theme"
            options={[
              { value: 'light', label: 'Light' },
              { value: 'dark', label: 'Dark' },
            ]}
            value={settings.theme}
            onChange={(v) => void setTheme(v as Theme)}
          />
        </Card>
        <Card title="Notifications">
          <div className="space-y-3">
            {NOTIFICATIONS.map(({ key, label, hint }) => (
              <Checkbox
                key={key}
                label={label}
                hint={hint}
                checked={settings.notifications[key]}
                onChange={(e) => void setNotification(key, e.target.checked)}
              />
            ))}
          </div>
          <div className="mt-5 space-y-3 border-t border-slate-200 pt-4">
            <Checkbox
              label="Email"
              hint="Also send these notifications to my email address"
              checked={settings.email.enabled}
              onChange={(e) => void setEmail('enabled', e.target.checked)}
            />
            <RadioGroup
              legend="Email delivery"
              options={[
                { value: 'now', label: 'As they happen', disabled: !settings.email.enabled },
                {
                  value: 'daily',
                  label: 'Daily digest (7:00 AM Eastern)',
                  disabled: !settings.email.enabled,
                },
              ]}
              value={settings.email.dailyDigest ? 'daily' : 'now'}
              onChange={(v) => void setEmail('dailyDigest', v === 'daily')}
            />
          </div>
        </Card>
        <Card title="Display">
          <div className="space-y-3">
            {DISPLAY.map(({ key, label, hint }) => (
              <Checkbox
                key={key}
                label={label}
                hint={hint}
                checked={settings.display[key]}
                onChange={(e) => void setDisplay(key, e.target.checked)}
              />
            ))}
          </div>
        </Card>
        {user ? (
          <Card title="Dashboard Widgets">
            <div className="space-y-3">
              {widgetsFor(user.role).map((key) => (
                <Checkbox
                  key={key}
                  label={WIDGET_LABEL[key].label}
                  hint={WIDGET_LABEL[key].hint}
                  checked={!settings.hiddenWidgets.includes(key)}
                  onChange={(e) => void setWidget(key, e.target.checked)}
                />
              ))}
            </div>
          </Card>
        ) : null}
        <Card title="Coming Soon">
          <ul className="list-inside list-disc space-y-1 text-slate-700">
            {COMING_SOON.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Card>
        {children}
      </div>
    </>
  );
}
