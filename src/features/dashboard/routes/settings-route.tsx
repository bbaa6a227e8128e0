// The Settings page with the sections other features own (feature levels keep the
// settings feature below them, so it cannot import them itself).
import { ExportPreferences, ProgramSettingsSection } from '@/features/compliance';
import { SettingsPage } from '@/features/settings';

export function SettingsRoute() {
  return (
    <SettingsPage>
      <ProgramSettingsSection />
      <ExportPreferences />
    </SettingsPage>
  );
}
