export { HolidaysForm } from './components/holidays-form';
export { OpeningHoursForm } from './components/opening-hours-form';
export { OutsideHoursNote } from './components/outside-hours-note';
export { useBusinessHour } from './hooks/use-business-hour';
export { useOpeningHours } from './hooks/use-opening-hours';
