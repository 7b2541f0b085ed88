import { avatarUrl, lidOf } from './build-callbacks.ts';
import { compareChats, formatChat } from './format-chat.ts';
import { ApiError } from './http-io.ts';
import { paginate } from './paginate.ts';
import { optionalString, requirePhone, requireString } from './read-fields.ts';
import type { SimChat, SimInstance } from './types.ts';
import { ok, type ZapiCall, type ZapiRoute } from './zapi-route.ts';

const ACTIONS = [
  'read',
  'unread',
  'archive',
  'unarchive',
  'mute',
  'unmute',
  'pin',
  'unpin',
  'clear',
  'delete',
] as const;
type Action = (typeof ACTIONS)[number];

function findChat(instance: SimInstance, phone: string): SimChat {
  const chat = instance.chats.get(phone);
  if (!chat) throw new ApiError(400, `Chat not found: ${phone}`);
  return chat;
}

function showChat({ instance, params, baseUrl }: ZapiCall) {
  const chat = findChat(instance, requirePhone(params));
  return ok({ ...formatChat(chat, baseUrl), about: chat.about });
}

function modifyChat(instance: SimInstance, chat: SimChat, action: Action): void {
  if (action === 'read') chat.unread = 0;
  if (action === 'unread' && chat.unread === 0) chat.unread = 1;
  if (action === 'archive' || action === 'unarchive') chat.archived = action === 'archive';
  if (action === 'mute' || action === 'unmute') chat.muted = action === 'mute';
  if (action === 'pin' || action === 'unpin') chat.pinned = action === 'pin';
  if (action === 'delete') instance.chats.delete(chat.phone);
}

export const chatRoutes: ZapiRoute[] = [
  {
    method: 'GET',
    path: 'chats',
    handle: ({ instance, query, baseUrl }) => {
      const sorted = [...instance.chats.values()].sort(compareChats);
      return ok(paginate(sorted, query).map((chat) => formatChat(chat, baseUrl)));
    },
  },
  { method: 'GET', path: 'chats/:phone', handle: showChat },
  { method: 'GET', path: 'chat/:phone', handle: showChat },
  {
    method: 'GET',
    path: 'profile-picture',
    handle: ({ instance, query, baseUrl }) => {
      const phone = requirePhone({ phone: query.get('phone') ?? undefined });
      const chat = instance.chats.get(phone);
      return ok({ link: chat?.hasPhoto ? avatarUrl(baseUrl, phone) : null });
    },
  },
  {
    method: 'GET',
    path: 'contacts',
    handle: ({ instance, query }) => {
      const contacts = [...instance.chats.values()]
        .filter((chat) => chat.kind === 'contact' && chat.name)
        .sort((a, b) => (a.name ?? '').localeCompare(b.name ?? '', 'pt-BR'))
        .map((chat) => ({
          name: chat.name,
          short: chat.name?.split(' ')[0] ?? null,
          notify: chat.name,
          vname: null,
          phone: chat.phone,
        }));
      return ok(paginate(contacts, query));
    },
  },
  {
    method: 'GET',
    path: 'phone-exists/:phone',
    handle: ({ params }) => {
      const phone = params.phone ?? '';
      const exists = /^\d{10,15}$/.test(phone);
      return ok([{ exists, phone, lid: exists ? lidOf(phone) : null }]);
    },
  },
  {
    method: 'POST',
    path: 'modify-chat',
    handle: ({ instance, body }) => {
      const phone = requirePhone(body);
      const action = requireString(body, 'action', 20) as Action;
      if (!ACTIONS.includes(action)) {
        throw new ApiError(400, `Invalid action: use one of ${ACTIONS.join(', ')}`);
      }
      modifyChat(instance, findChat(instance, phone), action);
      return ok({ value: true });
    },
  },
  {
    method: 'POST',
    path: 'read-message',
    handle: ({ instance, body }) => {
      const phone = requirePhone(body);
      requireString(body, 'messageId', 128);
      const chat = instance.chats.get(phone);
      if (chat) chat.unread = 0;
      return { status: 204 };
    },
  },
  {
    method: 'DELETE',
    path: 'messages',
    handle: ({ query }) => {
      const fields = { messageId: query.get('messageId'), phone: query.get('phone') };
      requireString(fields, 'messageId', 128);
      requirePhone(fields);
      optionalString({ owner: query.get('owner') }, 'owner', 5);
      return { status: 204 };
    },
  },
];
