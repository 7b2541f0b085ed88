import { MSG, TAG_COLORS } from '@conecta/contract';

/** The tag a chat carries while its appointment is confirmed ('Consulta confirmada'). */
export const CONFIRMED_TAG = { name: MSG.appointmentRules.confirmedTag, color: TAG_COLORS[0] };
