import { MSG } from '@conecta/contract';

import {
  ProviderError,
  type MessagingProvider,
  type ProviderInstance,
  type ProviderKind,
} from './messaging-provider.ts';
import { capabilitiesOf } from './provider-capabilities.ts';

/** The feature is not in this instance's provider: nothing was sent, retrying cannot help. */
export const unsupported = () =>
  new ProviderError(MSG.cloudApi.unsupported, null, false, undefined, false, 'unsupported');

/**
 * One provider for the whole product: each call goes to the implementation of the instance's
 * `kind`, so the product passes one `provider` everywhere and never asks which one it is.
 */
export function routeByKind(impls: Record<ProviderKind, MessagingProvider>): MessagingProvider {
  const of = (inst: ProviderInstance) => impls[inst.kind];
  return {
    capabilities: (inst) => capabilitiesOf(inst.kind),
    status: (inst) => of(inst).status(inst),
    qrCode: (inst) => of(inst).qrCode(inst),
    listChats: (inst, page, pageSize) => of(inst).listChats(inst, page, pageSize),
    profilePicture: (inst, phone) => of(inst).profilePicture(inst, phone),
    sendText: (inst, msg) => of(inst).sendText(inst, msg),
    sendFile: (inst, msg) => of(inst).sendFile(inst, msg),
    sendAudio: (inst, msg) => of(inst).sendAudio(inst, msg),
    markRead: (inst, msg) => of(inst).markRead(inst, msg),
    configureWebhooks: (inst, url) => of(inst).configureWebhooks(inst, url),
    disconnect: (inst) => of(inst).disconnect(inst),
    async restart(inst) {
      await of(inst).restart?.(inst);
    },
    async sendReaction(inst, msg) {
      const impl = of(inst);
      if (!impl.sendReaction) throw unsupported();
      return impl.sendReaction(inst, msg);
    },
    async sendTemplate(inst, msg) {
      const impl = of(inst);
      if (!impl.sendTemplate) throw unsupported();
      return impl.sendTemplate(inst, msg);
    },
    async listTemplates(inst) {
      const impl = of(inst);
      if (!impl.listTemplates) throw unsupported();
      return impl.listTemplates(inst);
    },
    async createTemplate(inst, template) {
      const impl = of(inst);
      if (!impl.createTemplate) throw unsupported();
      return impl.createTemplate(inst, template);
    },
  };
}
