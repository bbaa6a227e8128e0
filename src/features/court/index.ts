// The court feature's public face: court dates on the case page, Upcoming Deadlines on the
// dashboard, and the Settings sections (report deadline rules, the calendar feed), with the
// keys a page's one request fills. Only lazy route modules import it (src/app composes them).
export { CourtDates } from './components/court-dates';
export { UpcomingDeadlines } from './components/upcoming-deadlines';
export { DeadlineRules } from './components/deadline-rules';
export { HearingTypeRules } from './components/hearing-type-rules';
export { CourtHolidays } from './components/court-holidays';
export { CalendarIntegration } from './components/calendar-integration';
export { courtKeys } from './api/keys';
export { courtDateSchema, deadlineItemSchema, deadlineRuleSchema } from './api/schemas';
