// The admins' contractor directory with the credentials lapsing next above it, composed
// here because contractors sits below compliance.
import { ContractorsPage } from '@/features/contractors';
import { CredentialsLapsingNext } from '../components/credentials';

export function ContractorsRoute() {
  return (
    <>
      <ContractorsPage />
      <CredentialsLapsingNext />
    </>
  );
}
