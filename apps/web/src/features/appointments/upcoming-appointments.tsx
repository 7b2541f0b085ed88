import type { Appointment } from '@conecta/contract';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

import { appointmentKeys, listUpcomingAppointments } from './api/appointments';

const UpcomingContext = createContext<ReadonlyMap<string, Appointment>>(new Map());

/**
 * Each chat's next appointment, asked once for the whole board (not per card) and asked again
 * when the live stream tells of one (applyAppointmentUpdate invalidates every appointment list).
 */
export function UpcomingAppointmentsProvider({
  userId,
  enabled,
  children,
}: {
  userId: string;
  enabled: boolean;
  children: ReactNode;
}) {
  const query = useQuery({
    queryKey: appointmentKeys.upcoming(userId),
    queryFn: ({ signal }) => listUpcomingAppointments(signal),
    enabled,
    // An appointment turns 'Sem confirmação' 3 hours before without any event: look again.
    refetchInterval: 5 * 60_000,
  });
  const byChat = useMemo(
    () => new Map((query.data?.appointments ?? []).map((a) => [a.chatId, a])),
    [query.data],
  );
  return <UpcomingContext.Provider value={byChat}>{children}</UpcomingContext.Provider>;
}

/** The chat's next appointment, if it has one. */
export function useChatAppointment(chatId: string): Appointment | undefined {
  return useContext(UpcomingContext).get(chatId);
}
