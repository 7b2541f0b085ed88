import { buildWebhook } from './build-webhook.ts';
import { emitWebhook } from './emit-webhook.ts';
import { ControlError, asString } from './http-io.ts';
import { newObjectId, type SimContext } from './sim-context.ts';
import type {
  SimPhoneNumber,
  SimTemplate,
  TemplateCategory,
  TemplateComponent,
  TemplateStatus,
  WebhookDelivery,
} from './types.ts';

const CATEGORIES = new Set<string>(['MARKETING', 'UTILITY', 'AUTHENTICATION']);
const REVIEWS = new Set<string>(['APPROVED', 'REJECTED', 'PAUSED']);

/** A template as submitted for review: it starts PENDING unless `status` says otherwise. */
export function createTemplate(
  sim: SimContext,
  phone: SimPhoneNumber,
  body: Record<string, unknown>,
): SimTemplate {
  const name = asString(body.name);
  const language = asString(body.language) ?? 'pt_BR';
  const category = asString(body.category)?.toUpperCase() ?? 'UTILITY';
  if (!name) throw new ControlError(400, 'name is required');
  if (!CATEGORIES.has(category)) throw new ControlError(400, `Unknown category ${category}`);
  const status = (asString(body.status)?.toUpperCase() ?? 'PENDING') as TemplateStatus;
  const components = Array.isArray(body.components) ? (body.components as TemplateComponent[]) : [];
  const template: SimTemplate = {
    id: newObjectId(sim),
    name,
    language,
    category: category as TemplateCategory,
    status,
    components,
  };
  phone.templates.set(`${name}:${language}`, template);
  return template;
}

/** Meta's review outcome: the status changes and `message_template_status_update` goes out. */
export async function reviewTemplate(
  sim: SimContext,
  templateId: string,
  body: Record<string, unknown>,
): Promise<{ template: SimTemplate; delivery: WebhookDelivery }> {
  const status = asString(body.status)?.toUpperCase() ?? '';
  if (!REVIEWS.has(status)) throw new ControlError(400, `Unknown review outcome ${status}`);
  for (const phone of sim.phoneNumbers.values()) {
    const template = [...phone.templates.values()].find((each) => each.id === templateId);
    if (!template) continue;
    template.status = status as TemplateStatus;
    template.rejectedReason = status === 'REJECTED' ? (asString(body.reason) ?? 'NONE') : undefined;
    const delivery = await emitWebhook(
      sim,
      phone,
      buildWebhook(
        phone,
        'message_template_status_update',
        {
          event: status,
          message_template_id: Number(template.id),
          message_template_name: template.name,
          message_template_language: template.language,
          reason: status === 'REJECTED' ? template.rejectedReason : 'NONE',
        },
        Math.floor(sim.now() / 1000),
      ),
    );
    return { template, delivery };
  }
  throw new ControlError(404, `No template ${templateId}`);
}
