// The specification's 'Settings': the choices, their defaults, and how they map to the
// user_settings row (snake_case columns of the same meaning).
import type { StatKey, WidgetKey } from '@/lib/capabilities';
import type { Tables, TablesInsert } from '@/lib/database.types';

export type Theme = 'light' | 'dark';
export type DateFormat = 'iso' | 'us';

export interface Settings {
  theme: Theme;
  notifications: { newCases: boolean; caseUpdates: boolean; messages: boolean; deadlines: boolean };
  display: {
    compactView: boolean;
    showCaseCount: boolean;
    showDeadlines: boolean;
    showTimeTracking: boolean;
  };
  /** Notifications by email too: each as it happens, or one digest a day. */
  email: { enabled: boolean; dailyDigest: boolean };
  /** 'Dashboard Widgets': the ones switched off (a new widget shows until hidden). */
  hiddenWidgets: readonly string[];
  /** 'Data Export Preferences': the Exports page's defaults. */
  exports: {
    dateFormat: DateFormat;
    /** '{dataset}.{column}' keys left out of that dataset's CSV. */
    hiddenColumns: readonly string[];
  };
}

export type NotificationKey = keyof Settings['notifications'];
export type DisplayKey = keyof Settings['display'];
export type EmailKey = keyof Settings['email'];

export const DEFAULT_SETTINGS: Settings = {
  theme: 'light',
  notifications: { newCases: true, caseUpdates: true, messages: true, deadlines: true },
  display: { compactView: false, showCaseCount: true, showDeadlines: true, showTimeTracking: true },
  email: { enabled: true, dailyDigest: false },
  hiddenWidgets: [],
  exports: { dateFormat: 'iso', hiddenColumns: [] },
};

/** The Dashboard Widgets choices, labelled as the dashboard titles them. */
export const WIDGET_LABEL: Record<WidgetKey, { label: string; hint: string }> = {
  visits_due: { label: 'Visits Due', hint: 'Cases with no in-person visit within the standard' },
  applications: { label: 'Your Applications', hint: 'Applications you filed and their status' },
};

export type SettingsRow = Tables<'user_settings'>;
export type SettingsInsert = TablesInsert<'user_settings'>;

/** A stored row; a column it lacks (a row from before the column) reads as the default. */
export function fromRow(row: Partial<SettingsRow> | null): Settings {
  if (!row) return DEFAULT_SETTINGS;
  const d = DEFAULT_SETTINGS;
  return {
    theme: row.theme === 'dark' ? 'dark' : 'light',
    notifications: {
      newCases: row.notify_new_cases ?? d.notifications.newCases,
      caseUpdates: row.notify_case_updates ?? d.notifications.caseUpdates,
      messages: row.notify_messages ?? d.notifications.messages,
      deadlines: row.notify_deadlines ?? d.notifications.deadlines,
    },
    display: {
      compactView: row.compact_view ?? d.display.compactView,
      showCaseCount: row.show_case_count ?? d.display.showCaseCount,
      showDeadlines: row.show_deadlines ?? d.display.showDeadlines,
      showTimeTracking: row.show_time_tracking ?? d.display.showTimeTracking,
    },
    email: {
      enabled: row.email_notifications ?? d.email.enabled,
      dailyDigest: row.email_daily_digest ?? d.email.dailyDigest,
    },
    hiddenWidgets: row.hidden_widgets ?? [],
    exports: {
      dateFormat: row.export_date_format === 'us' ? 'us' : 'iso',
      hiddenColumns: row.export_hidden_columns ?? [],
    },
  };
}

export function toRow(userId: string, s: Settings): SettingsInsert {
  return {
    user_id: userId,
    theme: s.theme,
    notify_new_cases: s.notifications.newCases,
    notify_case_updates: s.notifications.caseUpdates,
    notify_messages: s.notifications.messages,
    notify_deadlines: s.notifications.deadlines,
    compact_view: s.display.compactView,
    show_case_count: s.display.showCaseCount,
    show_deadlines: s.display.showDeadlines,
    show_time_tracking: s.display.showTimeTracking,
    email_notifications: s.email.enabled,
    email_daily_digest: s.email.dailyDigest,
    hidden_widgets: [...s.hiddenWidgets],
    export_date_format: s.exports.dateFormat,
    export_hidden_columns: [...s.exports.hiddenColumns],
  };
}

/** Which display toggle hides a stat card (cards no toggle names always show). */
const CARD_TOGGLE: Partial<Record<StatKey, DisplayKey>> = {
  active_cases: 'showCaseCount',
  assigned_cases: 'showCaseCount',
  available_cases: 'showCaseCount',
  hours_this_month: 'showTimeTracking',
};

/** Is this dashboard widget switched on? */
export const showsWidget = (s: Settings, key: WidgetKey) => !s.hiddenWidgets.includes(key);

/** Stat cards a toggle hides ('Show Deadlines' hides the Upcoming Deadlines card itself). */
export function visibleStats(stats: readonly StatKey[], display: Settings['display']): StatKey[] {
  return stats.filter((key) => {
    const toggle = CARD_TOGGLE[key];
    return toggle === undefined || display[toggle];
  });
}
