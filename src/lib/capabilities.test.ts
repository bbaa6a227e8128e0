import { can, canOpen, type Action, type Actor, type CaseRef } from './capabilities';

const admin: Actor = { id: 'a', role: 'admin' };
const contractor: Actor = { id: 'c', role: 'contractor' };
const free: Actor = { id: 'f', role: 'free' };

const openCase: CaseRef = { status: 'open', contractor_id: null };
const mine: CaseRef = { status: 'in_progress', contractor_id: contractor.id };
const theirs: CaseRef = { status: 'assigned', contractor_id: 'someone-else' };
const mineCompleted: CaseRef = { status: 'completed', contractor_id: contractor.id };

describe('can: what a role does at all', () => {
  type NoCaseAction = Exclude<
    Action,
    'acceptCase' | 'workOnCase' | 'logTime' | 'logContact' | 'manageCourtDates' | 'setReportStatus'
  >;
  const rules: [NoCaseAction, Actor[], Actor[]][] = [
    ['viewCases', [admin, contractor], [free]],
    ['createCase', [admin], [contractor, free]],
    ['setCaseStatus', [admin], [contractor, free]],
    ['assignCase', [admin], [contractor, free]],
    ['enroll', [free], [admin, contractor]],
    ['prepareInvoices', [contractor], [admin, free]],
    ['reviewInvoices', [admin], [contractor, free]],
    ['manageMileageRates', [admin], [contractor, free]],
    ['markReportFiled', [admin], [contractor, free]],
    ['editDeadlineRules', [admin], [contractor, free]],
    ['editCourtHolidays', [admin], [contractor, free]],
    ['overseeDeadlines', [admin], [contractor, free]],
    ['viewDashboardCharts', [admin, contractor], [free]],
  ];
  it.each(rules)('%s: allowed for some roles, denied for the others', (action, allowed, denied) => {
    for (const user of allowed) expect(can(user, action), user.role).toBe(true);
    for (const user of denied) expect(can(user, action), user.role).toBe(false);
  });

  it('lets nobody signed out do anything', () => {
    expect(can(null, 'enroll')).toBe(false);
    expect(can(undefined, 'viewCases')).toBe(false);
  });

  it('gives a role it does not know the least (a free user’s)', () => {
    const newer = { id: 'n', role: 'auditor' } as unknown as Actor;
    expect(can(newer, 'enroll')).toBe(true);
    expect(can(newer, 'viewCases')).toBe(false);
    expect(canOpen(newer.role, 'requests')).toBe(false);
  });
});

describe('can: rules on one case', () => {
  it('acceptCase: a contractor accepts an open, unassigned case', () => {
    expect(can(contractor, 'acceptCase', openCase)).toBe(true);
    expect(can(contractor, 'acceptCase')).toBe(true);
  });

  it('acceptCase: not an assigned case, nor for an admin or a free user', () => {
    expect(can(contractor, 'acceptCase', theirs)).toBe(false);
    expect(can(contractor, 'acceptCase', { status: 'open', contractor_id: 'x' })).toBe(false);
    expect(can(admin, 'acceptCase', openCase)).toBe(false);
    expect(can(free, 'acceptCase', openCase)).toBe(false);
  });

  it('logTime: the assigned contractor logs time until the case is completed', () => {
    expect(can(contractor, 'logTime', mine)).toBe(true);
    expect(can(contractor, 'logTime')).toBe(true);
  });

  it('logTime: not on a completed case, another contractor’s case, or as an admin', () => {
    expect(can(contractor, 'logTime', mineCompleted)).toBe(false);
    expect(can(contractor, 'logTime', theirs)).toBe(false);
    expect(can(contractor, 'logTime', openCase)).toBe(false);
    expect(can(admin, 'logTime', { status: 'in_progress', contractor_id: admin.id })).toBe(false);
  });

  it('logContact: the assigned contractor logs contacts until the case is completed; nobody else', () => {
    expect(can(contractor, 'logContact', mine)).toBe(true);
    expect(can(contractor, 'logContact', mineCompleted)).toBe(false);
    expect(can(contractor, 'logContact', theirs)).toBe(false);
    expect(can(admin, 'logContact', { status: 'in_progress', contractor_id: admin.id })).toBe(
      false,
    );
    expect(can(free, 'logContact', { status: 'in_progress', contractor_id: free.id })).toBe(false);
  });

  it('workOnCase: the assigned contractor, completed or not; nobody else', () => {
    expect(can(contractor, 'workOnCase', mine)).toBe(true);
    expect(can(contractor, 'workOnCase', mineCompleted)).toBe(true);
    expect(can(contractor, 'workOnCase', theirs)).toBe(false);
    expect(can(admin, 'workOnCase', { status: 'assigned', contractor_id: admin.id })).toBe(false);
  });

  it('manageCourtDates: an admin on any case, a contractor on their own', () => {
    expect(can(admin, 'manageCourtDates', theirs)).toBe(true);
    expect(can(contractor, 'manageCourtDates', mine)).toBe(true);
    expect(can(contractor, 'manageCourtDates')).toBe(true);
  });

  it('manageCourtDates: not another contractor’s case, an open one, or for a free user', () => {
    expect(can(contractor, 'manageCourtDates', theirs)).toBe(false);
    expect(can(contractor, 'manageCourtDates', openCase)).toBe(false);
    expect(can(free, 'manageCourtDates', { status: 'assigned', contractor_id: free.id })).toBe(
      false,
    );
    expect(can(free, 'manageCourtDates')).toBe(false);
  });

  it('setReportStatus: only the case’s contractor', () => {
    expect(can(contractor, 'setReportStatus', mine)).toBe(true);
    expect(can(contractor, 'setReportStatus', theirs)).toBe(false);
    expect(can(admin, 'setReportStatus', { status: 'assigned', contractor_id: admin.id })).toBe(
      false,
    );
  });
});
