// The Settings page with the sections other features own (feature levels keep the
// settings feature below them, so it cannot import them itself).
import { MileageRatesSection } from '@/features/work-record';
import { CalendarIntegration, DeadlineRules } from '@/features/court';
import { ExportPreferences, ProgramSettingsSection } from '@/features/compliance';
import { ReportTemplates } from '@/features/reports';
import { SettingsPage } from '@/features/settings';

export function SettingsRoute() {
  return (
    <SettingsPage>
      <MileageRatesSection />
      <CalendarIntegration />
      <DeadlineRules />
      <ReportTemplates />
      <ProgramSettingsSection />
      <ExportPreferences />
    </SettingsPage>
  );
}
