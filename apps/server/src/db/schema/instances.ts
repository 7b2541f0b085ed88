import { INSTANCE_ADMIN_STATUSES, PROVIDER_KINDS } from '@conecta/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { createdAt } from './columns.ts';
import { clinics } from './accounts.ts';

/**
 * The provider instances an admin gives a clinic.
 */

export const webInstances = pgTable(
  'web_instances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // A clinic may have several numbers (issue 48); an admin may move one to another clinic.
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    status: text('status', { enum: INSTANCE_ADMIN_STATUSES }).notNull().default('ACTIVE'),
    // Which gateway serves the number; each kind's own columns are required by the check below.
    provider: text('provider', { enum: PROVIDER_KINDS }).notNull().default('zapi'),
    // Z-API: the instance id and its tokens.
    instanceId: text('instance_id'),
    // AES-256-GCM sealed (lib/secret-box.ts); never stored or logged in clear.
    tokenSealed: text('token_sealed'),
    clientTokenSealed: text('client_token_sealed'),
    // Cloud API: the number's id in Graph paths and webhooks (one clinic per number), its
    // WhatsApp Business account, the access token and the app secret (both sealed), and the
    // token Meta's GET handshake must present (ours, random, pasted by the admin in Meta's panel).
    phoneNumberId: text('phone_number_id'),
    businessAccountId: text('business_account_id'),
    accessTokenSealed: text('access_token_sealed'),
    appSecretSealed: text('app_secret_sealed'),
    verifyToken: text('verify_token'),
    connectedPhone: text('connected_phone').notNull(),
    // The admin's short name for the number ('Recepção', 'Financeiro'), shown on the board's
    // number chip when the clinic has more than one; null: the phone names it.
    label: text('label'),
    // What the keys of this number's chats end with (issue 48, migration 0061): null for the
    // clinic's main number (its chats keep the provider's chat id, as before numbers were many),
    // ':n2', ':n3'... for the others, so one patient writing to two numbers is two chats and
    // every row keyed by a chat's key (messages, tags, tasks...) stays the chat's alone.
    chatKeySuffix: text('chat_key_suffix'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    // Unguessable path segment of this instance's webhook URL.
    webhookSecret: text('webhook_secret').notNull(),
    // Null until the first connection: tells PENDING from INACTIVE.
    lastConnectedAt: timestamp('last_connected_at', { withTimezone: true }),
    connected: boolean('connected').notNull().default(false),
    // When this phone number was linked: its first connection, again when another number links.
    // A young number warms up (fewer automatic messages a day); `linkedPhone` tells a new number.
    linkedAt: timestamp('linked_at', { withTimezone: true }),
    linkedPhone: text('linked_phone'),
    // When the number last moved from Z-API to another gateway (migration 0043): a patient's
    // message the old Z-API session still delivers from then on is the new gateway's to deliver.
    providerSwitchedAt: timestamp('provider_switched_at', { withTimezone: true }),
    // The number's automatic messages on its clinic's local day `autoDay` (YYYY-MM-DD), and the
    // first moment the next one may go (the spacing): shared by every server process here.
    autoDay: text('auto_day'),
    autoDayUsed: integer('auto_day_used').notNull().default(0),
    autoNextAt: timestamp('auto_next_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('web_instances_clinic_idx').on(t.clinicId),
    // One main number a clinic, and one suffix per number of it.
    uniqueIndex('web_instances_clinic_main_idx')
      .on(t.clinicId)
      .where(sql`chat_key_suffix is null`),
    uniqueIndex('web_instances_clinic_suffix_idx').on(t.clinicId, t.chatKeySuffix),
    uniqueIndex('web_instances_webhook_secret_idx').on(t.webhookSecret),
    uniqueIndex('web_instances_phone_number_id_idx').on(t.phoneNumberId),
    uniqueIndex('web_instances_verify_token_idx').on(t.verifyToken),
    check(
      'web_instances_provider_fields',
      sql`(${t.provider} = 'zapi' and ${t.instanceId} is not null and ${t.tokenSealed} is not null)
        or (${t.provider} = 'cloud-api' and ${t.phoneNumberId} is not null
          and ${t.businessAccountId} is not null and ${t.accessTokenSealed} is not null
          and ${t.appSecretSealed} is not null and ${t.verifyToken} is not null)`,
    ),
  ],
);

export const CONNECTION_EVENT_KINDS = ['connected', 'disconnected'] as const;
/** What revealed a change: the provider's webhook, a status check, or a send that failed. */
export const CONNECTION_EVENT_REASONS = ['webhook', 'status-check', 'send-failure'] as const;

/**
 * Every change of an instance's connection, as we learned it: one row per change (never one per
 * check), so the outages of a clinic are the spans between a 'disconnected' and the next
 * 'connected'. `notifiedAt`: the alert rule has looked at it (the claim that makes a mail go
 * once across processes); `mailed`: and e-mailed the Responsáveis.
 */
export const connectionEvents = pgTable(
  'connection_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => webInstances.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CONNECTION_EVENT_KINDS }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    reason: text('reason', { enum: CONNECTION_EVENT_REASONS }).notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    // Whether that handling sent a mail (a short outage is handled without one).
    mailed: boolean('mailed').notNull().default(false),
  },
  (t) => [
    index('connection_events_clinic_at_idx').on(t.clinicId, t.at),
    index('connection_events_unnotified_idx')
      .on(t.at)
      .where(sql`${t.notifiedAt} is null`),
  ],
);

/**
 * The automatic messages that fell due during an outage and were held for the reconnection,
 * once each per outage (the board says how many were re-timed).
 */
export const connectionHeldSends = pgTable(
  'connection_held_sends',
  {
    outageId: uuid('outage_id')
      .notNull()
      .references(() => connectionEvents.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.outageId, t.itemKey] })],
);
