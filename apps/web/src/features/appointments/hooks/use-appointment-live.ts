import { MSG, TOAST_MS } from '@conecta/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { toast } from '@/components/ui/use-toast';
import { LIVE_EVENTS, onLive } from '@/lib/live-events';

import { appointmentKeys } from '../api/appointments';

/**
 * Appointments on the live stream: any news reloads the lists that are open, and a patient who
 * asks to reschedule is a toast for whoever is on the board ('Maria pediu para remarcar').
 */
export function useAppointmentLive() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onLive(LIVE_EVENTS.chatUpdate, (data) => {
        if (data.reason !== 'appointment') return;
        void queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
        if (data.state === 'reschedule')
          toast({
            title: MSG.appointmentRules.rescheduleToast(data.chatName ?? data.chatId),
            description: data.message ?? undefined,
            duration: TOAST_MS.dashboard,
          });
      }),
    [queryClient],
  );
}
