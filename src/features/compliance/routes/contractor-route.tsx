// An admin's contractor page with the contractor's training progress and Florida
// eligibility, composed here because contractors sits below compliance.
import { ContractorDetailPage } from '@/features/contractors';
import { ContractorCredentials } from '../components/credentials';
import { ContractorCompliance } from '../components/eligibility-card';

export function ContractorRoute() {
  return (
    <ContractorDetailPage>
      <ContractorCompliance />
      <ContractorCredentials />
    </ContractorDetailPage>
  );
}
