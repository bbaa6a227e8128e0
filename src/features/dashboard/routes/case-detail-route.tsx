// The case page with the sections features above cases own (feature levels keep cases
// below them): the court dates.
import { loadCaseDetailPage as loadCasePage } from '@/features/cases';
import { CourtDates } from '@/features/court';

export async function caseDetailRoute() {
  const { Component: CaseDetailPage } = await loadCasePage();
  function CaseDetailRoute() {
    return <CaseDetailPage sections={(item) => <CourtDates caseRow={item} />} />;
  }
  return { Component: CaseDetailRoute };
}
