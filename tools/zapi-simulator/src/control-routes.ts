import { addInstance } from './add-instance.ts';
import { connectInstance } from './connect-instance.ts';
import type { ControlRoute } from './control-route.ts';
import { createRandom } from './create-random.ts';
import { deliverHistory } from './deliver-history.ts';
import { describeInstance } from './describe-instance.ts';
import { disconnectInstance } from './disconnect-instance.ts';
import { generateBulkChats } from './generate-chats.ts';
import { newMessageId } from './create-ids.ts';
import { ApiError } from './http-io.ts';
import { parseAudio } from './parse-audio.ts';
import { parseFile } from './parse-file.ts';
import { sampleFile } from './sample-files.ts';
import { optionalInteger, optionalString, requirePhone, requireString } from './read-fields.ts';
import { readInbound } from './read-inbound.ts';
import { receiveInbound } from './receive-inbound.ts';
import type { SimContext } from './sim-context.ts';
import type { SimInstance } from './types.ts';
import { ok } from './zapi-route.ts';

function findInstance(sim: SimContext, id: string | undefined): SimInstance {
  const instance = sim.instances.get(id ?? '');
  if (!instance) throw new ApiError(404, `Instance not found: ${id}`);
  return instance;
}

function optionalBoolean(value: unknown, key: string): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw new ApiError(400, `${key} must be a boolean`);
  return value;
}

/** Test and demo controls of single instances, under /_sim/instances. */
export const controlRoutes: ControlRoute[] = [
  {
    method: 'GET',
    path: 'instances',
    handle: ({ sim }) => ok([...sim.instances.values()].map(describeInstance)),
  },
  {
    method: 'POST',
    path: 'instances',
    handle: ({ sim, body }) => {
      const id = requireString(body, 'id', 200);
      const token = requireString(body, 'token', 200);
      if (!/^[\w.-]+$/.test(id) || !/^[\w.-]+$/.test(token)) {
        throw new ApiError(400, 'id and token may hold only letters, digits, "_", "-" and "."');
      }
      const phone = optionalString(body, 'phone', 15);
      if (phone !== undefined && !/^\d{10,15}$/.test(phone)) {
        throw new ApiError(400, 'phone must have 10 to 15 digits');
      }
      const clientToken = optionalString(body, 'clientToken', 200) || undefined;
      const connected = optionalBoolean(body.connected, 'connected');
      const instance = addInstance(sim, { id, token, clientToken, phone, connected });
      return { status: 201, body: describeInstance(instance) };
    },
  },
  {
    method: 'GET',
    path: 'instances/:id',
    handle: ({ sim, params }) => ok(describeInstance(findInstance(sim, params.id))),
  },
  {
    method: 'DELETE',
    path: 'instances/:id',
    handle: ({ sim, params }) => {
      const instance = findInstance(sim, params.id);
      instance.state = 'disconnected';
      instance.session += 1;
      sim.instances.delete(instance.id);
      return { status: 204 };
    },
  },
  {
    method: 'POST',
    path: 'instances/:id/scan',
    handle: ({ sim, params }) => {
      const instance = findInstance(sim, params.id);
      connectInstance(sim, instance);
      return ok(describeInstance(instance));
    },
  },
  {
    method: 'POST',
    path: 'instances/:id/disconnect',
    handle: ({ sim, params, body }) => {
      const instance = findInstance(sim, params.id);
      const needsRestore = optionalBoolean(body.needsRestore, 'needsRestore');
      disconnectInstance(sim, instance, { needsRestore });
      return ok(describeInstance(instance));
    },
  },
  {
    method: 'POST',
    path: 'instances/:id/inbound',
    handle: ({ sim, params, body }) => {
      const instance = findInstance(sim, params.id);
      const queue = optionalBoolean(body.queue, 'queue') ?? false;
      if (instance.state !== 'connected' && !queue) {
        throw new ApiError(409, `Instance ${instance.id} is not connected: nothing reaches it`);
      }
      const input = readInbound(
        body,
        requirePhone(body),
        (audio) => parseAudio(audio, sim.media),
        (field, file) =>
          file === true
            ? sampleFile(field, sim.media)
            : parseFile(field, file, sim.media, 'application/octet-stream'),
      );
      if (instance.state !== 'connected') {
        // The patient's message waits for the phone: delivered when it connects again.
        const messageId = input.messageId ?? newMessageId();
        (instance.waiting ??= []).push({
          input: { ...input, messageId },
          at: sim.options.now(),
        });
        return { status: 202, body: { messageId, phone: input.phone, queued: true } };
      }
      const message = receiveInbound(sim, instance, input);
      return { status: 201, body: { messageId: message.messageId, phone: message.phone } };
    },
  },
  {
    method: 'GET',
    path: 'instances/:id/sent',
    handle: ({ sim, params }) => ok(findInstance(sim, params.id).sent),
  },
  {
    method: 'GET',
    path: 'instances/:id/webhooks',
    handle: ({ sim, params }) => ok(findInstance(sim, params.id).webhookLog),
  },
  {
    method: 'POST',
    path: 'instances/:id/chats',
    handle: ({ sim, params, body }) => {
      const instance = findInstance(sim, params.id);
      const count = optionalInteger(body, 'count', 1, 20_000);
      if (count === undefined) throw new ApiError(400, 'count is required (1-20000)');
      const random = createRandom(`${sim.options.seed}:bulk:${instance.bulkBatches}`);
      instance.bulkBatches += 1;
      const used = new Set([...instance.chats.keys(), instance.phone]);
      for (const chat of generateBulkChats(random, count, used, sim.options.now())) {
        instance.chats.set(chat.phone, chat);
      }
      return ok({ added: count, total: instance.chats.size });
    },
  },
  {
    method: 'POST',
    path: 'instances/:id/history',
    handle: ({ sim, params }) => {
      const instance = findInstance(sim, params.id);
      if (instance.state !== 'connected') {
        throw new ApiError(409, `Instance ${instance.id} is not connected`);
      }
      deliverHistory(sim, instance);
      return ok({ messages: instance.history.length });
    },
  },
];
