import type { PatientIds, WebhookEvent } from '../webhook-event.ts';
import { OUT_OF_RANGE, type Obj, list, obj, s, timeOf } from './read-payload.ts';

/**
 * A business-scoped user id as Meta documents it: a two-letter country code, a period, up to 128
 * letters and digits (`BR.1502576394655843`). Anything else is not kept as one.
 */
export const BSUID_PATTERN = /^[A-Z]{2}\.[A-Za-z0-9]{1,128}$/;
export const bsuid = (v: unknown): string | null => {
  const id = s(v);
  return id && BSUID_PATTERN.test(id) ? id : null;
};

/**
 * A parent BSUID (businesses with linked portfolios): Meta's examples read
 * `US.ENT.11815799212886844830`, the country, `ENT`, then the id.
 */
export const parentBsuid = (v: unknown): string | null => {
  const id = s(v);
  return id && /^[A-Z]{2}\.(ENT\.)?[A-Za-z0-9]{1,128}$/.test(id) ? id : null;
};

/** What `contacts[]` says of one sender: the profile name, the username, the BSUID. */
export interface Contact {
  name: string | null;
  username: string | null;
  userId: string | null;
  parentUserId: string | null;
}
export type Contacts = { byPhone: Map<string, Contact>; byUserId: Map<string, Contact> };

/**
 * `contacts[]` by phone (`wa_id`) and by BSUID (`user_id`): a username user's entry may have no
 * `wa_id` (Meta withholds the number), so a message finds its sender by either.
 */
export function readContacts(value: Obj): Contacts {
  const byPhone = new Map<string, Contact>();
  const byUserId = new Map<string, Contact>();
  for (const entry of list(value.contacts)) {
    const profile = obj(entry.profile);
    const contact: Contact = {
      name: s(profile?.name)?.slice(0, 200) ?? null,
      username: (s(profile?.username) ?? s(entry.username))?.slice(0, 100) ?? null,
      userId: bsuid(entry.user_id),
      parentUserId: parentBsuid(entry.parent_user_id),
    };
    const waId = s(entry.wa_id)?.replace(/\D/g, '');
    if (waId) byPhone.set(waId, contact);
    if (contact.userId) byUserId.set(contact.userId, contact);
  }
  return { byPhone, byUserId };
}

export const digits = (v: unknown): string | null => {
  const d = (typeof v === 'number' ? String(v) : s(v))?.replace(/\D/g, '') ?? '';
  return d.length >= 8 && d.length <= 15 ? d : null;
};
export const noIds = (): PatientIds => ({ phone: null, userId: null, parentUserId: null });

/**
 * A system message about the sender's identity (Meta's "System messages webhook reference",
 * Aug 2026): `user_changed_number` (from the old number, `system.wa_id` the new one, with the
 * previous and new BSUIDs) and `user_changed_user_id` (only the BSUID changed). Other system
 * messages are of no use here.
 */
export function systemEvent(m: Obj, receivedAt: Date): WebhookEvent {
  const sys = obj(m.system);
  const type = s(sys?.type);
  if (!sys || (type !== 'user_changed_number' && type !== 'user_changed_user_id'))
    return { kind: 'ignored', reason: 'mensagem de sistema sem uso' };
  const time = timeOf(m.timestamp, receivedAt);
  if (time === null) return { kind: 'ignored', reason: OUT_OF_RANGE };
  const previous: PatientIds = {
    phone: digits(m.from),
    userId:
      bsuid(sys.previous_user_id) ??
      (type === 'user_changed_number' ? bsuid(m.from_user_id) : null),
    parentUserId: parentBsuid(sys.previous_parent_user_id),
  };
  const current: PatientIds = {
    phone: type === 'user_changed_number' ? (digits(sys.wa_id) ?? digits(sys.new_wa_id)) : null,
    userId: bsuid(sys.user_id) ?? (type === 'user_changed_user_id' ? bsuid(m.from_user_id) : null),
    parentUserId: parentBsuid(sys.parent_user_id),
  };
  if (!current.phone && !current.userId && !current.parentUserId)
    return { kind: 'ignored', reason: 'mudança de identidade sem o novo nome' };
  return {
    kind: 'identity',
    messageId: s(m.id)?.slice(0, 200) ?? null,
    time: time ?? receivedAt,
    previous,
    current,
  };
}

/**
 * One entry of the `user_id_update` webhook (Meta's business-scoped user IDs page): the user's
 * phone if it may be shared (`wa_id`), and `detail.previous` / `detail.current` BSUIDs.
 */
export function userIdUpdateEvent(u: Obj, receivedAt: Date): WebhookEvent {
  const detail = obj(u.detail);
  const prev = obj(detail?.previous) ?? {};
  const cur = obj(detail?.current) ?? {};
  const time = timeOf(u.timestamp, receivedAt);
  if (time === null) return { kind: 'ignored', reason: OUT_OF_RANGE };
  const phone = digits(u.wa_id);
  const previous: PatientIds = {
    ...noIds(),
    phone,
    userId: bsuid(prev.user_id),
    parentUserId: parentBsuid(prev.parent_user_id),
  };
  const current: PatientIds = {
    ...noIds(),
    userId: bsuid(cur.user_id),
    parentUserId: parentBsuid(cur.parent_user_id),
  };
  if (!current.userId && !current.parentUserId)
    return { kind: 'ignored', reason: 'mudança de identidade sem o novo nome' };
  return { kind: 'identity', messageId: null, time: time ?? receivedAt, previous, current };
}
