import { type ChatUpdateData, MSG, TOAST_MS } from '@conecta/contract';
import type { QueryClient } from '@tanstack/react-query';

import { toast } from '@/components/ui/use-toast';

import { appointmentKeys } from './api/appointments';

/**
 * Appointments on the live stream: any news reloads the lists that are open, and a patient who
 * asks to reschedule, or gives a low score after a visit, is a toast for whoever is on the board
 * ('Maria pediu para remarcar', 'Maria deu nota 4 ao atendimento...').
 */
export function applyAppointmentUpdate(
  queryClient: QueryClient,
  data: Extract<ChatUpdateData, { reason: 'appointment' }>,
): void {
  void queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
  if (data.state === 'low-score' && data.message)
    toast({ title: data.message, variant: 'destructive', duration: TOAST_MS.dashboard });
  if (data.state === 'reschedule')
    toast({
      title: MSG.appointmentRules.rescheduleToast(data.chatName ?? data.chatId),
      description: data.message ?? undefined,
      duration: TOAST_MS.dashboard,
    });
}
