import { createHash } from 'node:crypto';

import { connectInstance, scheduleAutoScan } from './connect-instance.ts';
import { currentQrImage, currentQrPayload } from './current-qr.ts';
import { describeDevice, describeMe, describeStatus } from './describe-instance.ts';
import { disconnectInstance } from './disconnect-instance.ts';
import { ApiError } from './http-io.ts';
import { ok, type ZapiRoute } from './zapi-route.ts';

/** Connection and instance data. While connected, the QR calls answer {"connected": true}. */
export const instanceRoutes: ZapiRoute[] = [
  {
    method: 'GET',
    path: 'status',
    offline: true,
    handle: ({ instance }) => ok(describeStatus(instance)),
  },
  {
    method: 'GET',
    path: 'qr-code',
    offline: true,
    handle: ({ sim, instance }) => {
      if (instance.state === 'connected') return ok({ connected: true });
      scheduleAutoScan(sim, instance);
      return ok({ value: currentQrPayload(sim, instance) });
    },
  },
  {
    method: 'GET',
    path: 'qr-code/image',
    offline: true,
    handle: async ({ sim, instance }) => {
      if (instance.state === 'connected') return ok({ connected: true });
      scheduleAutoScan(sim, instance);
      return ok({ value: await currentQrImage(sim, instance) });
    },
  },
  {
    method: 'GET',
    path: 'phone-code/:phone',
    offline: true,
    handle: ({ sim, instance, params }) => {
      if (!/^\d{10,15}$/.test(params.phone ?? '')) throw new ApiError(400, 'Invalid phone');
      if (instance.state === 'connected') return ok({ connected: true });
      scheduleAutoScan(sim, instance);
      const payload = currentQrPayload(sim, instance);
      const code = createHash('sha1').update(payload).digest('hex').slice(0, 8).toUpperCase();
      return ok({ value: code });
    },
  },
  {
    method: 'GET',
    path: 'disconnect',
    handle: ({ sim, instance }) => {
      disconnectInstance(sim, instance);
      return ok({ value: true });
    },
  },
  {
    method: 'GET',
    path: 'restart',
    offline: true,
    handle: ({ sim, instance }) => {
      if (instance.state === 'needs-restore') connectInstance(sim, instance, { history: false });
      return ok({ value: true });
    },
  },
  {
    method: 'GET',
    path: 'me',
    offline: true,
    handle: ({ instance }) => ok(describeMe(instance)),
  },
  {
    method: 'GET',
    path: 'device',
    handle: ({ instance, baseUrl }) => ok(describeDevice(instance, baseUrl)),
  },
];
