import { MSG } from '@conecta/contract';

const T = MSG.timeZone;

/**
 * Brazil's zones named as places ('Manaus, Amazonas (UTC−4)'), plus `current` when it is
 * elsewhere (an account's zone set at sign-up by the browser); the IANA id is what is saved.
 */
export function timeZoneOptions(current: string): ReadonlyArray<{ id: string; label: string }> {
  const known = T.zones.some((z) => z.id === current);
  return known ? T.zones : [...T.zones, { id: current, label: T.other(current) }];
}

/** A zone as a person reads it: its place for Brazil's, the id otherwise. */
export const timeZonePlace = (id: string): string =>
  T.zones.find((z) => z.id === id)?.label ?? T.other(id);
