import { calendarEndpoints, type CalendarImportRequest } from '@conecta/contract';

import { callEndpoint } from '@/lib/call-endpoint';

export const calendarKeys = {
  list: (userId: string) => ['calendars', userId, 'list'] as const,
  unmatched: (userId: string) => ['calendars', userId, 'unmatched'] as const,
};

export const listCalendars = (signal?: AbortSignal) =>
  callEndpoint(calendarEndpoints.list, {}, { signal });
export const listUnmatchedEvents = (signal?: AbortSignal) =>
  callEndpoint(calendarEndpoints.unmatched, {}, { signal });
export const makeFeed = (professional: string) =>
  callEndpoint(calendarEndpoints.makeFeed, { body: { professional } });
export const revokeFeed = (id: string) =>
  callEndpoint(calendarEndpoints.revokeFeed, { params: { id } });
export const setImport = (body: CalendarImportRequest) =>
  callEndpoint(calendarEndpoints.setImport, { body });
export const removeImport = (id: string) =>
  callEndpoint(calendarEndpoints.removeImport, { params: { id } });
export const linkEvent = (id: string, chatId: string) =>
  callEndpoint(calendarEndpoints.link, { params: { id }, body: { chatId } });
