import type { IncomingMessage, ServerResponse } from 'node:http';

import { addPhoneNumber, describePhoneNumber } from './add-phone-number.ts';
import { deliverStatuses, parseStatus } from './deliver-statuses.ts';
import { ControlError, asString, readJsonObject, sendJson } from './http-io.ts';
import { changeIdentity, type IdentityChangeInput } from './change-identity.ts';
import { addFault } from './inject-fault.ts';
import { createTemplate, reviewTemplate } from './manage-templates.ts';
import { corrupted } from './store-media.ts';
import { receiveInbound, type InboundInput } from './receive-inbound.ts';
import type { SimContext } from './sim-context.ts';
import type { PhoneNumberPreset, SimPhoneNumber } from './types.ts';
import { verifyWebhook } from './verify-webhook.ts';

const badJson = (): Error => new ControlError(400, 'Invalid JSON body');

function phoneOf(sim: SimContext, id: string | undefined): SimPhoneNumber {
  const phone = id === undefined ? undefined : sim.phoneNumbers.get(id);
  if (!phone) throw new ControlError(404, `No phone number ${id}`);
  return phone;
}

function createPhoneNumber(sim: SimContext, body: Record<string, unknown>): SimPhoneNumber {
  const id = asString(body.id);
  const displayPhoneNumber = asString(body.displayPhoneNumber);
  const accessToken = asString(body.accessToken);
  const appSecret = asString(body.appSecret);
  const verifyToken = asString(body.verifyToken);
  if (!id || !displayPhoneNumber || !accessToken || !appSecret || !verifyToken) {
    throw new ControlError(
      400,
      'id, displayPhoneNumber, accessToken, appSecret and verifyToken are required',
    );
  }
  if (sim.phoneNumbers.has(id)) throw new ControlError(409, `Phone number ${id} exists`);
  const windowErrors = body.windowErrors === 'status' ? 'status' : 'response';
  const preset: PhoneNumberPreset = {
    id,
    displayPhoneNumber,
    accessToken,
    appSecret,
    verifyToken,
    callbackUrl: asString(body.callbackUrl),
    wabaId: asString(body.wabaId),
    windowErrors,
  };
  return addPhoneNumber(sim, preset);
}

/**
 * `/_sim/...`: what a test or the demo does on Meta's side (a patient writes, a status arrives,
 * a template is reviewed, a media id expires). Not part of Meta's API.
 */
export async function handleControl(
  sim: SimContext,
  req: IncomingMessage,
  res: ServerResponse,
  segments: string[],
): Promise<void> {
  const method = req.method ?? 'GET';
  const route = `${method} ${segments.map((_, i) => (i % 2 === 1 ? ':id' : segments[i])).join('/')}`;
  const body = method === 'POST' ? await readJsonObject(req, badJson) : {};
  switch (route) {
    case 'POST phone-numbers':
      sendJson(res, 201, describePhoneNumber(createPhoneNumber(sim, body)));
      return;
    case 'GET phone-numbers/:id':
      sendJson(res, 200, describePhoneNumber(phoneOf(sim, segments[1])));
      return;
    case 'POST phone-numbers/:id/inbound': {
      // A username user may come with no phone: then the BSUID (`userId`) names them.
      const from = asString(body.from);
      const userId = asString(body.userId);
      if (!from && !userId) throw new ControlError(400, 'from or userId is required');
      const result = await receiveInbound(sim, phoneOf(sim, segments[1]), {
        ...(body as Partial<InboundInput>),
        from,
        userId,
      });
      sendJson(res, 200, result);
      return;
    }
    case 'POST phone-numbers/:id/identity': {
      // A user changed number or BSUID (issue 48): a system message or `user_id_update`.
      const kind = asString(body.kind);
      if (
        kind !== 'user_changed_number' &&
        kind !== 'user_changed_user_id' &&
        kind !== 'user_id_update'
      )
        throw new ControlError(
          400,
          'kind must be user_changed_number, user_changed_user_id or user_id_update',
        );
      const input = {} as IdentityChangeInput;
      for (const key of [
        'name',
        'from',
        'newPhone',
        'previousUserId',
        'userId',
        'previousParentUserId',
        'parentUserId',
      ] as const) {
        const v = asString(body[key]);
        if (v) input[key] = v;
      }
      sendJson(res, 200, await changeIdentity(sim, phoneOf(sim, segments[1]), { ...input, kind }));
      return;
    }
    case 'POST phone-numbers/:id/statuses': {
      const messageId = asString(body.messageId);
      if (!messageId || !Array.isArray(body.statuses)) {
        throw new ControlError(400, 'messageId and statuses[] are required');
      }
      const statuses = body.statuses.map(parseStatus);
      const deliveries = await deliverStatuses(sim, phoneOf(sim, segments[1]), messageId, statuses);
      sendJson(res, 200, { deliveries });
      return;
    }
    case 'GET phone-numbers/:id/messages':
      sendJson(res, 200, [...phoneOf(sim, segments[1]).sent.values()]);
      return;
    case 'POST phone-numbers/:id/templates':
      sendJson(res, 201, createTemplate(sim, phoneOf(sim, segments[1]), body));
      return;
    case 'POST phone-numbers/:id/verify-webhook': {
      const phone = phoneOf(sim, segments[1]);
      const callbackUrl = asString(body.callbackUrl) ?? phone.callbackUrl;
      if (!callbackUrl) throw new ControlError(400, 'The number has no callback URL');
      const result = await verifyWebhook({
        callbackUrl,
        verifyToken: asString(body.verifyToken) ?? phone.verifyToken,
        challenge: asString(body.challenge),
      });
      sendJson(res, 200, result);
      return;
    }
    case 'POST templates/:id/review':
      sendJson(res, 200, await reviewTemplate(sim, segments[1] ?? '', body));
      return;
    case 'POST media/:id/expire': {
      const media = sim.media.get(segments[1] ?? '');
      if (!media) throw new ControlError(404, `No media ${segments[1]}`);
      media.expiresAt = sim.now();
      sendJson(res, 200, { id: media.id, expiresAt: media.expiresAt });
      return;
    }
    case 'POST media/:id/corrupt': {
      // The Graph keeps announcing the file's sha256; its download URL serves other bytes (the
      // ones given, or the file with its first byte changed), as a damaged download would.
      const media = sim.media.get(segments[1] ?? '');
      if (!media) throw new ControlError(404, `No media ${segments[1]}`);
      const given = asString(body.base64);
      media.served = given === undefined ? corrupted(media.bytes) : Buffer.from(given, 'base64');
      sendJson(res, 200, { id: media.id, sha256: media.sha256, servedBytes: media.served.length });
      return;
    }
    case 'POST fail':
      sendJson(res, 200, addFault(sim, body));
      return;
    case 'GET deliveries':
      sendJson(res, 200, sim.deliveries);
      return;
    default:
      throw new ControlError(404, `Unknown control route ${route}`);
  }
}
