import type { AttendanceCounts } from '@conecta/contract';

import type { AttendanceRow } from './agenda-figures-repo.ts';

/** A group's counts with its no-show rate: missed over attended and missed (null when neither). */
export function attendanceCounts(row: Omit<AttendanceRow, 'key'> | undefined): AttendanceCounts {
  const { attended = 0, missed = 0, clinicCancelled = 0, unmarked = 0 } = row ?? {};
  return {
    attended,
    missed,
    clinicCancelled,
    unmarked,
    noShowRate: attended + missed === 0 ? null : missed / (attended + missed),
  };
}
