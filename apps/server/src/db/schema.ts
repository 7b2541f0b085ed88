// The database, table by table, split by concept under ./schema/; everything is imported from
// here (drizzle-kit reads this file for the migrations).
export * from './schema/accounts.ts';
export * from './schema/instances.ts';
export * from './schema/chats.ts';
export * from './schema/logs.ts';
export * from './schema/automation.ts';
export * from './schema/media.ts';
export * from './schema/push.ts';
export * from './schema/agenda.ts';
export * from './schema/whatsapp-templates.ts';
export * from './schema/reports.ts';
export * from './schema/notes.ts';
export * from './schema/api-keys.ts';
export * from './schema/assistant.ts';
export * from './schema/calendars.ts';
export * from './schema/webhook-endpoints.ts';
export * from './schema/chat-merges.ts';
