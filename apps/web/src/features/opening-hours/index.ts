export { OpeningHoursForm } from './components/opening-hours-form';
export { OutsideHoursNote } from './components/outside-hours-note';
export { useOpeningHours } from './hooks/use-opening-hours';
