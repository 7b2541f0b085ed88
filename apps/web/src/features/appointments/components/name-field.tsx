import { knownName } from '@conecta/contract';
import { useQuery } from '@tanstack/react-query';
import type { ComponentProps } from 'react';

import { Input } from '@/components/ui/input';

import { appointmentKeys, listAppointmentNames } from '../api/appointments';

export type NameKind = 'professionals' | 'procedures';

/**
 * The clinic's own professionals or procedures, as written on its appointments and waiting list
 * (one spelling each, the most used first); empty while they load or if they cannot.
 */
export function useClinicNames(userId: string, kind: NameKind): string[] {
  const query = useQuery({
    queryKey: appointmentKeys.names(userId),
    queryFn: ({ signal }) => listAppointmentNames(signal),
    staleTime: 60_000,
  });
  return query.data?.[kind] ?? [];
}

/**
 * A professional's or procedure's field: a combobox of the clinic's names that also takes a new
 * one. On leaving it, what was typed takes the clinic's spelling ('dra ana souza' becomes 'Dra.
 * Ana Souza'), so the waiting list matches one name, not two spellings of it.
 */
export function NameField({
  id,
  names,
  value,
  onValueChange,
  ...input
}: Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'list'> & {
  id: string;
  names: string[];
  value: string;
  onValueChange: (value: string) => void;
}) {
  const listId = `${id}-names`;
  return (
    <>
      <Input
        {...input}
        id={id}
        value={value}
        list={listId}
        autoComplete="off"
        onChange={(e) => onValueChange(e.target.value)}
        onBlur={(e) => {
          const known = knownName(value, names);
          if (known !== value) onValueChange(known);
          input.onBlur?.(e);
        }}
      />
      <datalist id={listId}>
        {names.map((n) => (
          <option key={n} value={n} />
        ))}
      </datalist>
    </>
  );
}
