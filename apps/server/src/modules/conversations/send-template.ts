import {
  fillTemplateBody,
  MSG,
  templateBody,
  templateVariables,
  type SendTemplateRequest,
} from '@conecta/contract';

import type { RequestMeta } from '../../http/request-meta.ts';
import { AppError } from '../../lib/errors.ts';
import type { Member } from '../memberships/index.ts';
import { templatesRepo } from '../whatsapp-templates/index.ts';
import type { MessagesDeps } from './messages-deps.ts';
import { sendAsMember } from './send-as-member.ts';

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
  const values = input.variables ?? [];
  return sendAsMember(
    deps,
    who,
    { chatId: input.chatId },
    {
      freeForm: false,
      async prepare() {
        const template = await templatesRepo.find(deps.db, who.clinicId, input.templateId);
        if (!template) throw new AppError('NOT_FOUND', MSG.cloudApi.templateNotFound);
        if (template.status !== 'APPROVED')
          throw new AppError('RULE_BROKEN', MSG.cloudApi.templateNotApproved);
        const body = templateBody(template.components);
        if (values.length !== templateVariables(body))
          throw new AppError('VALIDATION_ERROR', MSG.cloudApi.templateVariablesMissing);
        return { template, body };
      },
      requireInstance(creds) {
        if (!deps.provider.capabilities(creds).templates || !deps.provider.sendTemplate)
          throw new AppError('RULE_BROKEN', MSG.cloudApi.templatesUnsupported);
      },
      send: (creds, to, { template }) =>
        // requireInstance saw it there; a provider without templates never gets this far.
        deps.provider.sendTemplate!(creds, {
          phone: to.phone,
          name: template.name,
          language: template.language,
          components: values.length
            ? [{ type: 'body', parameters: values.map((text) => ({ type: 'text', text })) }]
            : undefined,
        }),
      stored: async (_quoted, { template, body }) => {
        const text = fillTemplateBody(body, values);
        return {
          message: {
            type: 'text',
            content: text,
            quotedMessageId: null,
            preview: text,
            templateCategory: template.category,
          },
          details: { template: template.name, category: template.category },
        };
      },
      sent: MSG.cloudApi.templateSent,
    },
    meta,
  );
}
