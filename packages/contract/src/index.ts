import './zod-locale.ts';

export * from './constants.ts';
export * from './messages.ts';
export * from './schemas/auth.ts';
export * from './schemas/profile.ts';
export * from './schemas/error.ts';
export * from './schemas/fields.ts';
export * from './schemas/connection.ts';
export * from './schemas/admin.ts';
export * from './messages-admin.ts';
export * from './columns.ts';
export * from './schemas/chats.ts';
export * from './schemas/tags.ts';
export * from './schemas/routines.ts';
export * from './schemas/texts.ts';
export * from './schemas/messages.ts';
export * from './time-zone.ts';
export * from './schemas/tasks.ts';
