// The court feature's public face: court dates on the case page, Upcoming Deadlines on the
// dashboard, and the Settings sections (report deadline rules, the calendar feed). Only
// lazy route modules import it (the dashboard composes them).
export { CourtDates } from './components/court-dates';
export { UpcomingDeadlines } from './components/upcoming-deadlines';
export { primeUpcomingDeadlines, reloadCourtDates } from './stores/court-store';
export type { CourtDate } from './api/court-api';
export { DeadlineRules } from './components/deadline-rules';
export { CalendarIntegration } from './components/calendar-integration';
