export { NumberChip } from './components/number-chip';
export { NumberFilter } from './components/number-filter';
export { clinicNumbersKey, numberName, useClinicNumbers } from './use-clinic-numbers';
export { OtherNumbersDown } from './components/other-numbers-down';
