import type { EndpointDef, QueryTopic } from '@conecta/contract';
import type { QueryKey } from '@tanstack/react-query';

/**
 * The query-key prefixes each topic of the contract covers: a call whose declaration says it
 * changes a topic (`invalidates`) makes every query under these prefixes ask again. Each feature
 * roots its keys at one of these names (`chatKeys.all` is ['chats'], `tagKeys.all` ['tags']...).
 */
export const TOPIC_KEYS: Record<QueryTopic, readonly QueryKey[]> = {
  account: [['dashboard']],
  apiKeys: [['api-keys']],
  webhooks: [['webhooks']],
  appointments: [['appointments']],
  calendars: [['calendars']],
  // The board's own queries (the message search) read the chats too.
  chats: [['chats'], ['board']],
  clinic: [['clinic'], ['opening-hours']],
  connection: [['connection']],
  // Not ['admin'] alone: the admin page's permission check lives there, and is asked once.
  instances: [
    ['admin', 'instances'],
    ['admin', 'users'],
  ],
  merges: [['merges']],
  messages: [['messages']],
  notes: [['notes']],
  privacy: [['privacy']],
  profile: [['dashboard']],
  reminders: [['reminder-settings']],
  routines: [['routines']],
  tags: [['tags']],
  tasks: [['tasks']],
  team: [['team']],
  templates: [['whatsapp-templates']],
  texts: [['texts']],
};

/** The prefixes a successful call of the endpoint makes stale. */
export function keysChangedBy(endpoint: EndpointDef): QueryKey[] {
  return (endpoint.invalidates ?? []).flatMap((topic) => TOPIC_KEYS[topic]);
}
