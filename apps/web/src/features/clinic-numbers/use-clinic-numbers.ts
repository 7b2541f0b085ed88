import { type ClinicNumber, connectionEndpoints, numberName } from '@conecta/contract';
import { useQuery } from '@tanstack/react-query';

import { callEndpoint } from '@/lib/call-endpoint';

const NONE: ClinicNumber[] = [];

/** Under 'connection': a live 'connection-update' of any number asks for the list again. */
export const clinicNumbersKey = ['connection', 'numbers'] as const;

// What names a number on screen: the contract's, shared with the server's e-mails.
export { numberName };

/**
 * A number's name on a card's chip, where the patient's name needs the room: the label, else the
 * phone's last four digits ('…0001'); the chip's tooltip has the whole name.
 */
export const numberShortName = (n: Pick<ClinicNumber, 'label' | 'phone'>): string => {
  if (n.label) return n.label;
  const digits = (n.phone ?? '').replace(/\D/g, '');
  return digits.length > 4 ? `…${digits.slice(-4)}` : numberName(n);
};

/**
 * The clinic's WhatsApp numbers (issue 48), the main one first; one shared, cached query, so
 * every card's chip reads the same list. Empty while loading or when it cannot be read: the
 * chips and the filter show only for a clinic with more than one number.
 */
export function useClinicNumbers(): ClinicNumber[] {
  const query = useQuery({
    queryKey: clinicNumbersKey,
    queryFn: ({ signal }) => callEndpoint(connectionEndpoints.numbers, {}, { signal }),
    staleTime: 5 * 60_000,
  });
  return query.data?.numbers ?? NONE;
}
