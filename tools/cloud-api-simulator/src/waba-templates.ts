import type { IncomingMessage, ServerResponse } from 'node:http';

import { checkTemplateComponents } from './check-template-components.ts';
import { checkToken } from './check-token.ts';
import { invalidParameter, invalidToken, missingParameter, unknownObject } from './graph-error.ts';
import { asString, readJsonObject, sendJson } from './http-io.ts';
import { createTemplate } from './manage-templates.ts';
import type { SimContext } from './sim-context.ts';
import type { SimPhoneNumber, SimTemplate } from './types.ts';

/** The numbers of a WhatsApp Business account: its templates are shared by all of them. */
export function phonesOfWaba(sim: SimContext, wabaId: string): SimPhoneNumber[] {
  return [...sim.phoneNumbers.values()].filter((phone) => phone.wabaId === wabaId);
}

function wabaPhone(sim: SimContext, req: IncomingMessage, wabaId: string, method: 'get' | 'post') {
  const phone = phonesOfWaba(sim, wabaId)[0];
  if (!phone) {
    if (!req.headers.authorization) throw invalidToken();
    throw unknownObject(wabaId, method);
  }
  checkToken(req, phone);
  return phone;
}

const shown = (t: SimTemplate) => ({
  name: t.name,
  components: t.components,
  language: t.language,
  status: t.status,
  category: t.category,
  id: t.id,
  ...(t.rejectedReason ? { rejected_reason: t.rejectedReason } : {}),
});

/**
 * `GET /{waba-id}/message_templates` → `{ data: [...], paging }` (one page here), and
 * `POST /{waba-id}/message_templates {name, language, category, components}` → `{ id, status,
 * category }`: a new template starts PENDING, for review through the control API.
 */
export async function handleWabaTemplates(
  sim: SimContext,
  req: IncomingMessage,
  res: ServerResponse,
  wabaId: string,
): Promise<void> {
  if (req.method === 'GET') {
    const phone = wabaPhone(sim, req, wabaId, 'get');
    const data = [...phone.templates.values()].map(shown);
    sendJson(res, 200, {
      data,
      paging: { cursors: { before: 'MAZDZD', after: `MjQZD${data.length}` } },
    });
    return;
  }
  const phone = wabaPhone(sim, req, wabaId, 'post');
  const body = await readJsonObject(req, () => invalidParameter('The body must be JSON'));
  const name = asString(body.name);
  const language = asString(body.language);
  const category = asString(body.category)?.toUpperCase();
  if (!name || !language || !category) {
    throw missingParameter('name, language and category are required');
  }
  if (!/^[a-z0-9_]{1,512}$/.test(name)) throw invalidParameter(`Invalid template name ${name}`);
  if (!['MARKETING', 'UTILITY', 'AUTHENTICATION'].includes(category)) {
    throw invalidParameter(`Invalid category ${category}`);
  }
  if (phone.templates.has(`${name}:${language}`)) {
    throw invalidParameter(`Content in this language already exists for ${name}`);
  }
  checkTemplateComponents(body.components);
  const created = createTemplate(sim, phone, {
    name,
    language,
    category,
    components: body.components,
  });
  sendJson(res, 200, { id: created.id, status: created.status, category: created.category });
}
