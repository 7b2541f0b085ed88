import { zIdParam } from '../schemas/admin.ts';
import {
  zOfferSlotRequest,
  zOfferSlotResponse,
  zWaitingEntryResponse,
  zWaitingListRequest,
  zWaitingListResponse,
  zWaitingListSettings,
  zWaitingListSettingsResponse,
} from '../schemas/waiting-list.ts';
import { defineEndpoint } from './define-endpoint.ts';

const group = 'Lista de espera';

export const waitingListEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/dashboard/waiting-list',
    access: 'session',
    group,
    summary: 'Quem está na lista de espera e os horários vagos com quem combina com cada um',
    response: zWaitingListResponse,
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/dashboard/waiting-list',
    access: 'session',
    group,
    summary: 'Põe o paciente de uma conversa na lista de espera',
    body: zWaitingListRequest,
    status: 201,
    response: zWaitingEntryResponse,
    invalidates: ['appointments'],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/dashboard/waiting-list/:id',
    access: 'session',
    group,
    summary: 'Tira um paciente da lista de espera',
    params: zIdParam,
    response: zWaitingEntryResponse,
    invalidates: ['appointments'],
  }),
  offer: defineEndpoint({
    method: 'POST',
    path: '/dashboard/waiting-list/offers',
    access: 'session',
    group,
    summary:
      'Oferece um horário vago aos pacientes da lista que combinam, em ordem (o primeiro que responder 1 fica com ele)',
    body: zOfferSlotRequest,
    status: 201,
    response: zOfferSlotResponse,
    invalidates: ['appointments'],
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/dashboard/settings/waiting-list',
    access: 'session',
    group,
    summary:
      'Com quantas horas de antecedência e para quantos pacientes um horário vago é oferecido',
    response: zWaitingListSettingsResponse,
  }),
  setSettings: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/settings/waiting-list',
    access: 'responsavel',
    group,
    summary: 'Troca a antecedência mínima e o limite de mensagens por horário vago',
    body: zWaitingListSettings,
    response: zWaitingListSettingsResponse,
    invalidates: ['appointments'],
  }),
};
