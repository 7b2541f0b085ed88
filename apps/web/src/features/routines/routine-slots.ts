import { MSG, ROUTINE_SLOTS, type Routine } from '@conecta/contract';

export type RoutineSlot = { sequenceNumber: number; title: string; routine: Routine | null };

/** The seven slots in order, each with its title and the routine stored there, if any. */
export function routineSlots(routines: readonly Routine[]): RoutineSlot[] {
  return Array.from({ length: ROUTINE_SLOTS }, (_, i) => {
    const sequenceNumber = i + 1;
    return {
      sequenceNumber,
      title: MSG.routines.slotTitles[i] ?? `Rotina ${sequenceNumber}`,
      routine: routines.find((r) => r.sequenceNumber === sequenceNumber) ?? null,
    };
  });
}

/** Hours as a person writes them in pt-BR: 1.5 is '1,5'. */
export function formatHours(hours: number): string {
  return hours.toLocaleString('pt-BR', { maximumFractionDigits: 2 });
}
