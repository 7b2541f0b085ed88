// Calendar sync (issue 49): each professional's private ICS feed and the import of an external
// calendar into the agenda. Owns professional_calendars and calendar_events.
export { createCalendarImport, type CalendarImport } from './calendar-import.ts';
export { createCalendarsService, type CalendarsService } from './calendars-service.ts';
export { calendarRoutes } from './routes.ts';
