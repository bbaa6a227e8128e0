// The Settings page with the sections other features own: each feature keeps its section,
// and no feature holds another's page.
import { MileageRatesSection } from '@/features/work-record';
import {
  CredentialRulesSection,
  ExportPreferences,
  ProgramSettingsSection,
} from '@/features/compliance';
import {
  CalendarIntegration,
  CourtHolidays,
  DeadlineRules,
  HearingTypeRules,
} from '@/features/court';
import { ReportTemplates } from '@/features/reports';
import { SettingsPage as Settings } from '@/features/settings';

export function SettingsPage() {
  return (
    <Settings>
      <MileageRatesSection />
      <CalendarIntegration />
      <DeadlineRules />
      <HearingTypeRules />
      <CourtHolidays />
      <ReportTemplates />
      <ProgramSettingsSection />
      <CredentialRulesSection />
      <ExportPreferences />
    </Settings>
  );
}
