import type { AttendanceMark, WebhookEventType } from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import type { Publish } from '../../events/event-bus.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ChatsService } from '../conversations/index.ts';
import type { TagsService } from '../tags/index.ts';
import type { AppointmentRow } from './appointments-repo.ts';

/** What the appointments service is built from (app.ts wires it). */
export interface AppointmentsDeps {
  db: Db;
  clock: Clock;
  chats: Pick<ChatsService, 'find' | 'placeIn'>;
  tags: Pick<TagsService, 'markChat'>;
  timeZoneOf: (userId: string) => Promise<string>;
  publish: Publish;
  /** A mark was saved (the satisfaction survey follows 'Compareceu'). */
  onAttendance?: (row: AppointmentRow, mark: AttendanceMark) => Promise<void>;
  /** Whether the appointment's freed slot was offered to the waiting list (no 'Desfazer' then). */
  slotOffered?: (clinicId: string, appointmentId: string) => Promise<boolean>;
  /** Issue 49: hands an event to the clinic's outbound webhooks (after the change is saved). */
  emitWebhook?: (clinicId: string, type: WebhookEventType, data: Record<string, unknown>) => void;
}

/** A member acting in their clinic. */
export interface Member {
  userId: string;
  clinicId: string;
}
