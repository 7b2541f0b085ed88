import {
  fillTemplateBody,
  MSG,
  templateBody,
  templateVariables,
  type SendTemplateRequest,
} from '@conecta/contract';

import type { RequestMeta } from '../../http/request-meta.ts';
import { AppError } from '../../lib/errors.ts';
import { providerFailure } from '../connection/index.ts';
import type { Member } from '../memberships/index.ts';
import { templatesRepo } from '../whatsapp-templates/index.ts';
import { chatOf } from './chat-of.ts';
import type { MessagesDeps } from './messages-deps.ts';
import { recordMemberSend } from './record-member-send.ts';
import { sendingInstance } from './sending-instance.ts';

/**
 * One of the clinic's approved templates to a chat, inside or outside the 24-hour window, its
 * `{{1}}`... filled in order. Stored as the text the patient reads.
 */
export async function sendTemplate(
  deps: MessagesDeps,
  who: Member,
  input: SendTemplateRequest,
  meta: RequestMeta,
) {
  const { db, provider } = deps;
  const chat = await chatOf(db, who.clinicId, input.chatId);
  const template = await templatesRepo.find(db, who.clinicId, input.templateId);
  if (!template) throw new AppError('NOT_FOUND', MSG.cloudApi.templateNotFound);
  if (template.status !== 'APPROVED')
    throw new AppError('RULE_BROKEN', MSG.cloudApi.templateNotApproved);
  const body = templateBody(template.components);
  const values = input.variables ?? [];
  if (values.length !== templateVariables(body))
    throw new AppError('VALIDATION_ERROR', MSG.cloudApi.templateVariablesMissing);
  const creds = await sendingInstance(deps, who.clinicId);
  if (!provider.capabilities(creds).templates || !provider.sendTemplate)
    throw new AppError('RULE_BROKEN', MSG.cloudApi.templatesUnsupported);
  let messageId: string;
  try {
    ({ messageId } = await provider.sendTemplate(creds, {
      phone: chat.chatId,
      name: template.name,
      language: template.language,
      components: values.length
        ? [{ type: 'body', parameters: values.map((text) => ({ type: 'text', text })) }]
        : undefined,
    }));
  } catch (err) {
    throw providerFailure(err);
  }
  const text = fillTemplateBody(body, values);
  const row = await recordMemberSend(
    deps,
    who,
    chat,
    {
      messageId,
      type: 'text',
      content: text,
      quotedMessageId: null,
      preview: text,
      templateCategory: template.category,
    },
    { template: template.name, category: template.category },
    meta,
  );
  return {
    success: true as const,
    message: MSG.cloudApi.templateSent,
    data: { id: row.id, messageId, status: row.status },
  };
}
