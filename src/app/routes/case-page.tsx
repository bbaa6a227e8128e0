// The case page: cases' page with the sections other features own (court dates, each with
// its court report), and the page's first load in one request (case_page()), unpacked here once into each part's own
// query key: the case, its time entries, contacts and planned visits, its court dates, the deadline rules
// and, for an admin, the contractors to assign. After a change each reads on its own.
import { useLayoutEffect } from 'react';
import { useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { caseKeys, loadCaseDetailPage, OfflineCase, siblingsQuery } from '@/features/cases';
import { CourtDates, courtKeys } from '@/features/court';
import { useCurrentUser } from '@/features/profile';
import { CourtReport } from '@/features/reports';
import { contactKeys, entryKeys, planKeys, useOnline } from '@/features/work-record';
import { can } from '@/lib/capabilities';
import { shareAnswer } from '../share-answer';

/** The route module: cases' page and its read load with it. */
export async function casePageRoute() {
  const { CaseDetailPage, getCasePage } = await loadCaseDetailPage();

  /** Reads the page in one request; before the parts' own first loads (a layout effect). */
  function useCasePageRead(id: string, viewCases: boolean, withContractors: boolean) {
    useLayoutEffect(() => {
      if (!viewCases) return;
      const page = getCasePage(id, withContractors);
      shareAnswer(caseKeys.detail(id), page, (p) => p.case);
      shareAnswer(entryKeys.ofCase(id), page, (p) => p.time_entries);
      shareAnswer(contactKeys.ofCase(id), page, (p) => p.contacts);
      shareAnswer(planKeys.ofCase(id), page, (p) => p.planned_visits ?? []);
      shareAnswer(courtKeys.dates(id), page, (p) => p.court_dates);
      shareAnswer(courtKeys.rules(), page, (p) => p.deadline_rules);
      shareAnswer(caseKeys.siblings(id), page, (p) => p.siblings ?? []);
      shareAnswer(caseKeys.people(id), page, (p) => p.people ?? { children: [], parties: [] });
      if (withContractors) shareAnswer(caseKeys.contractors(), page, (p) => p.contractors ?? []);
    }, [id, viewCases, withContractors]);
  }

  function CasePage() {
    const user = useCurrentUser();
    const { id = '' } = useParams();
    const online = useOnline();
    const loaded = useQueryClient().getQueryData(caseKeys.detail(id)) !== undefined;
    useCasePageRead(id, online && can(user, 'viewCases'), can(user, 'assignCase'));
    // A hearing for a sibling group goes on each sibling case the viewer manages.
    const siblings = useQuery({
      ...siblingsQuery(id),
      enabled: online && can(user, 'viewCases'),
    }).data;
    const group = (siblings ?? []).filter((s) => can(user, 'manageCourtDates', s));
    // With no network a contractor logs on the case as this phone last saw it. A page already
    // shown stays (a form open on it keeps what is typed, and its Submit queues when offline).
    if (!online && !loaded && user && can(user, 'logTime')) {
      return <OfflineCase id={id} userId={user.id} />;
    }
    return (
      <CaseDetailPage
        sections={(item) => (
          <CourtDates
            caseRow={item}
            siblings={group}
            report={(date) => <CourtReport courtDate={date} caseRow={item} />}
          />
        )}
      />
    );
  }
  return { Component: CasePage };
}
