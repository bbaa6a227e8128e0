// The case page with the sections features above cases own (feature levels keep cases
// below them): the court dates, each with its court report.
import { loadCaseDetailPage as loadCasePage } from '@/features/cases';
import { CourtDates } from '@/features/court';
import { CourtReport } from '@/features/reports';

export async function caseDetailRoute() {
  const { Component: CaseDetailPage } = await loadCasePage();
  function CaseDetailRoute() {
    return (
      <CaseDetailPage
        sections={(item) => (
          <CourtDates
            caseRow={item}
            report={(date) => <CourtReport courtDate={date} caseRow={item} />}
          />
        )}
      />
    );
  }
  return { Component: CaseDetailRoute };
}
