import {
  routineEndpoints,
  type OpeningHoursRequest,
  type OpeningHoursResponse,
} from '@conecta/contract';

import { useSettingsForm } from '@/features/settings-form';

import { getOpeningHours, openingHoursKey, saveOpeningHours } from '../api/opening-hours';
import { OPENING_HOURS_STALE_MS } from './use-opening-hours';

/**
 * The settings form over the clinic's opening hours: 'Horário de funcionamento' and 'Feriados'
 * read and save the same resource, each with its own draft and its own toasts.
 */
export function useOpeningHoursForm<Draft>(toasts: {
  savedTitle: string;
  failedTitle: string;
  ownTitle?: boolean;
}) {
  return useSettingsForm<OpeningHoursResponse, OpeningHoursRequest, Draft>({
    key: openingHoursKey,
    get: getOpeningHours,
    save: saveOpeningHours,
    endpoint: routineEndpoints.setOpeningHours,
    staleTime: OPENING_HOURS_STALE_MS,
    ...toasts,
  });
}
