import { ApiError } from './http-io.ts';
import { optionalInteger, optionalString } from './read-fields.ts';
import { renderAvatarSvg } from './render-avatar.ts';
import { resetSimulator } from './reset-simulator.ts';
import type { SimContext } from './sim-context.ts';
import type { ControlRoute } from './control-route.ts';
import { ok } from './zapi-route.ts';

/** The name behind a phone or chat id, wherever the simulator knows it from. */
function lookupName(sim: SimContext, phone: string): string | null {
  for (const instance of sim.instances.values()) {
    if (instance.phone === phone) return instance.name;
    const chat = instance.chats.get(phone);
    if (chat) return chat.name;
    for (const group of instance.chats.values()) {
      const member = group.participants.find((p) => p.phone === phone);
      if (member) return member.name;
    }
  }
  return null;
}

/** Faults, reset, and the files the simulator serves (avatars, audio). */
export const simRoutes: ControlRoute[] = [
  {
    method: 'POST',
    path: 'fail',
    handle: ({ sim, body }) => {
      const status = optionalInteger(body, 'status', 100, 599);
      if (status === undefined) throw new ApiError(400, 'status is required (100-599)');
      const count = optionalInteger(body, 'count', 1, 10_000) ?? 1;
      const instanceId = optionalString(body, 'instanceId', 200) || undefined;
      const endpoint = optionalString(body, 'endpoint', 200) || undefined;
      sim.faults.rules.push({ remaining: count, status, body: body.body, instanceId, endpoint });
      return ok({ value: true, pending: sim.faults.rules.reduce((n, r) => n + r.remaining, 0) });
    },
  },
  {
    method: 'POST',
    path: 'latency',
    handle: ({ sim, body }) => {
      sim.faults.latencyMs = optionalInteger(body, 'ms', 0, 120_000) ?? 0;
      return ok({ ms: sim.faults.latencyMs });
    },
  },
  {
    method: 'POST',
    path: 'reset',
    handle: ({ sim }) => {
      resetSimulator(sim);
      return ok({ value: true, instances: [...sim.instances.keys()] });
    },
  },
  {
    method: 'GET',
    path: 'avatars/:file',
    handle: ({ sim, params }) => {
      const phone = /^(.+)\.svg$/.exec(params.file ?? '')?.[1];
      if (!phone) throw new ApiError(404, 'Not found');
      const svg = renderAvatarSvg(lookupName(sim, phone), phone);
      return { status: 200, body: svg, contentType: 'image/svg+xml' };
    },
  },
  {
    method: 'GET',
    path: 'media/:file',
    handle: ({ sim, params }) => {
      const media = sim.media.read(params.file ?? '');
      if (!media)
        throw new ApiError(404, 'Media not found (the simulator keeps only recent audio)');
      return { status: 200, body: media.bytes, contentType: media.mimeType };
    },
  },
];
