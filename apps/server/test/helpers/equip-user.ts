import {
  appointmentEndpoints,
  messageEndpoints,
  noteEndpoints,
  routineEndpoints,
  tagEndpoints,
  taskEndpoints,
  textEndpoints,
} from '@conecta/contract';

import { callApi } from './call-api.ts';
import { connectNumber } from './link-whatsapp.ts';
import type { TestSimulator } from './simulator.ts';
import { localDateInDays, type signUp, type TestApp } from './test-app.ts';
import { waitFor } from './wait-for.ts';

type User = Awaited<ReturnType<typeof signUp>>;

/** The ids of one of everything a user owns, as the API names them. */
export interface Owned {
  userId: string;
  instanceId: string;
  /** The row id of the instance, as the admin routes name it. */
  instanceRowId: string;
  /** A conversation only this user has (its phone is unique to the user). */
  chatId: string;
  tagId: string;
  routineId: string;
  textId: string;
  taskId: string;
  appointmentId: string;
  /** An internal note of the team in the conversation. */
  noteId: string;
  /** The provider id of a text this user sent (what `editMessageId` names). */
  sentMessageId: string;
  /** The row id of a received voice note stored on the server, and its signed link. */
  mediaId: string;
  mediaUrl: string;
  webhookSecret: string;
}

/**
 * Links a provider instance through the simulator and makes one of everything: a conversation
 * with a received voice note (downloaded to the server) and a sent text, a tag on it, a routine,
 * a ready-made text and a scheduled task.
 */
export async function equipUser(
  t: TestApp,
  sim: TestSimulator,
  user: User,
  opts: { instanceId: string; phone: string },
): Promise<Owned> {
  const expectOk = <T>(
    res: { statusCode: number; body: string; json(): unknown },
    what: string,
  ): T => {
    if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
    return res.json() as T;
  };

  const instance = await connectNumber(t, sim, user, opts.instanceId, { loaded: true });
  const chatId = opts.phone;
  await sim.control(`/instances/${opts.instanceId}/inbound`, {
    phone: chatId,
    name: `Paciente ${opts.instanceId}`,
    message: 'Bom dia!',
  });
  await sim.control(`/instances/${opts.instanceId}/inbound`, { phone: chatId, audio: true });
  const history = await waitFor(
    () => callApi(t, user.token, messageEndpoints.list, { params: { chatId } }),
    (r) =>
      r.statusCode === 200 &&
      (r.json().audios as Array<{ audioUrl: string | null }>).some((a) =>
        a.audioUrl?.startsWith('/dashboard/media/'),
      ),
  );
  const audio = (history.json().audios as Array<{ id: string; audioUrl: string }>).find((a) =>
    a.audioUrl.startsWith('/dashboard/media/'),
  )!;

  const sent = expectOk<{ data: { messageId: string } }>(
    await callApi(t, user.token, messageEndpoints.sendText, {
      body: {
        chatId,
        phone: chatId,
        message: 'Olá! Como posso ajudar?',
      },
    }),
    'envio',
  );
  const tag = expectOk<{ tag: { id: string } }>(
    await callApi(t, user.token, tagEndpoints.create, {
      body: { name: `Retorno ${opts.instanceId}`, color: '#EF4444' },
    }),
    'etiqueta',
  );
  const tagId = tag.tag.id;
  expectOk(
    await callApi(t, user.token, tagEndpoints.setChatTags, {
      params: { chatId },
      body: { tagIds: [tagId] },
    }),
    'etiquetas da conversa',
  );
  const routine = expectOk<{ routine: { id: string } }>(
    await callApi(t, user.token, routineEndpoints.create, {
      body: {
        sequenceNumber: 1,
        textContent: 'Olá, tudo bem? Podemos ajudar?',
        hoursDelay: 24,
      },
    }),
    'rotina',
  );
  const text = expectOk<{ text: { id: string } }>(
    await callApi(t, user.token, textEndpoints.create, {
      body: {
        title: 'Endereço',
        content: 'Rua das Flores, 120.',
      },
    }),
    'texto pronto',
  );
  const task = expectOk<{ task: { id: string } }>(
    await callApi(t, user.token, taskEndpoints.create, {
      body: {
        chatId,
        message: 'Lembrete da consulta de amanhã.',
        scheduledDate: localDateInDays(30, t.clock),
      },
    }),
    'tarefa',
  );
  const appointment = expectOk<{ appointment: { id: string } }>(
    await callApi(t, user.token, appointmentEndpoints.create, {
      body: {
        chatId,
        startsAt: localDateInDays(30, t.clock),
        professional: 'Dra. Ana Souza',
      },
    }),
    'consulta',
  );
  const note = expectOk<{ note: { id: string } }>(
    await callApi(t, user.token, noteEndpoints.create, {
      params: { chatId },
      body: { text: 'Nota interna da equipe' },
    }),
    'nota interna',
  );
  return {
    userId: user.id,
    instanceId: opts.instanceId,
    instanceRowId: instance.id,
    chatId,
    tagId,
    routineId: routine.routine.id,
    textId: text.text.id,
    taskId: task.task.id,
    appointmentId: appointment.appointment.id,
    noteId: note.note.id,
    sentMessageId: sent.data.messageId,
    mediaId: audio.id,
    mediaUrl: audio.audioUrl,
    webhookSecret: instance.webhookSecret,
  };
}
