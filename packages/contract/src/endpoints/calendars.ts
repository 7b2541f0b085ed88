import { z } from 'zod';

import { zIdParam } from '../schemas/admin.ts';
import {
  zCalendarFeedParams,
  zCalendarFeedRequest,
  zCalendarImportRequest,
  zCalendarResponse,
  zCalendarsResponse,
  zLinkEventRequest,
  zLinkEventResponse,
  zUnmatchedEventsResponse,
} from '../schemas/calendars.ts';
import { defineEndpoint } from './define-endpoint.ts';

const group = 'Agenda externa';

/**
 * Calendar sync (issue 49): each professional's private ICS address and the import of an
 * external calendar, the Responsável's to set; the events whose chat was not found, for any
 * member to link.
 */
export const calendarEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/dashboard/calendars',
    access: 'responsavel',
    group,
    summary: 'As agendas dos profissionais: endereço privado e agenda importada, com o status',
    response: zCalendarsResponse,
  }),
  makeFeed: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/calendars/feed',
    access: 'responsavel',
    group,
    summary: 'Cria o endereço privado da agenda de um profissional, ou troca o que havia',
    body: zCalendarFeedRequest,
    response: zCalendarResponse,
    invalidates: ['calendars'],
  }),
  revokeFeed: defineEndpoint({
    method: 'DELETE',
    path: '/dashboard/calendars/:id/feed',
    access: 'responsavel',
    group,
    summary: 'Revoga o endereço privado: ele passa a responder 404',
    params: zIdParam,
    response: zCalendarResponse,
    invalidates: ['calendars'],
  }),
  setImport: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/calendars/import',
    access: 'responsavel',
    group,
    summary: 'Liga a agenda externa (endereço iCal) de um profissional; lida a cada poucos minutos',
    body: zCalendarImportRequest,
    response: zCalendarResponse,
    invalidates: ['calendars'],
  }),
  removeImport: defineEndpoint({
    method: 'DELETE',
    path: '/dashboard/calendars/:id/import',
    access: 'responsavel',
    group,
    summary: 'Desliga a agenda externa; as consultas já importadas ficam',
    params: zIdParam,
    response: zCalendarResponse,
    invalidates: ['calendars'],
  }),
  unmatched: defineEndpoint({
    method: 'GET',
    path: '/dashboard/calendars/unmatched',
    access: 'session',
    group,
    summary: 'Os eventos importados sem conversa (nenhum telefone conhecido no evento)',
    response: zUnmatchedEventsResponse,
  }),
  link: defineEndpoint({
    method: 'POST',
    path: '/dashboard/calendars/unmatched/:id/link',
    access: 'session',
    group,
    summary: 'Liga um evento importado à conversa do paciente e cria a consulta',
    params: zIdParam,
    body: zLinkEventRequest,
    response: zLinkEventResponse,
    invalidates: ['calendars', 'appointments'],
  }),
  feed: defineEndpoint({
    method: 'GET',
    path: '/api/calendar-feeds/:file',
    access: 'public',
    group,
    summary: 'A agenda de um profissional em iCalendar, pelo endereço privado (token.ics)',
    params: zCalendarFeedParams,
    response: z.string(),
    produces: { type: 'text/calendar', description: 'iCalendar (RFC 5545) em UTF-8' },
  }),
};
