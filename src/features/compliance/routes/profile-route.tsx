// The Profile page with its training and eligibility (feature levels keep the
// profile feature below compliance, so compliance composes the route).
import { ProfilePage } from '@/features/profile';
import { CredentialsSection } from '../components/credentials';
import { TrainingSection } from '../components/training-section';

export function ProfileRoute() {
  return (
    <ProfilePage>
      <TrainingSection />
      <CredentialsSection />
    </ProfilePage>
  );
}
