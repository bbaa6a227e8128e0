import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, fromRow, toRow, visibleStats } from './settings';

describe('settings', () => {
  it('has SPEC defaults: light, notifications on, compact off, cards shown', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      theme: 'light',
      notifications: { newCases: true, caseUpdates: true, messages: true, deadlines: true },
      display: {
        compactView: false,
        showCaseCount: true,
        showDeadlines: true,
        showTimeTracking: true,
      },
      email: { enabled: true, dailyDigest: false },
      hiddenWidgets: [],
      exports: { dateFormat: 'iso', hiddenColumns: [] },
    });
    expect(fromRow(null)).toBe(DEFAULT_SETTINGS);
  });

  it('round-trips through the database row', () => {
    const changed = {
      ...DEFAULT_SETTINGS,
      notifications: { ...DEFAULT_SETTINGS.notifications, deadlines: false },
      display: { ...DEFAULT_SETTINGS.display, compactView: true },
      email: { enabled: true, dailyDigest: true },
      hiddenWidgets: ['visits_due'],
      exports: { dateFormat: 'us' as const, hiddenColumns: ['cases.description'] },
    };
    const row = { ...toRow('u1', changed), created_at: '', updated_at: '' };
    expect(row).toMatchObject({
      user_id: 'u1',
      notify_deadlines: false,
      compact_view: true,
      email_notifications: true,
      email_daily_digest: true,
      hidden_widgets: ['visits_due'],
      export_date_format: 'us',
      export_hidden_columns: ['cases.description'],
    });
    expect(fromRow(row as Parameters<typeof fromRow>[0])).toEqual(changed);
  });

  it('hides case count and time tracking cards when switched off', () => {
    const all = ['assigned_cases', 'hours_this_month', 'unread_messages'] as const;
    expect(visibleStats(all, DEFAULT_SETTINGS.display)).toEqual(all);
    expect(visibleStats(all, { ...DEFAULT_SETTINGS.display, showCaseCount: false })).toEqual([
      'hours_this_month',
      'unread_messages',
    ]);
    expect(visibleStats(all, { ...DEFAULT_SETTINGS.display, showTimeTracking: false })).toEqual([
      'assigned_cases',
      'unread_messages',
    ]);
  });
});
