import { describeError } from '../lib/describe-error.ts';
import {
  instanceBlockReason,
  type InstanceAccess,
  type InstanceRow,
} from '../modules/instances/index.ts';
import {
  type MessagingProvider,
  type OutgoingTemplate,
  ProviderError,
} from '../providers/messaging-provider.ts';

/**
 * How long the contact sees 'digitando...' before an automatic text: a second for every 20
 * characters, from 2 to 8 seconds (docs/decisions.md says why).
 */
export function typingSecondsFor(text: string): number {
  return Math.min(8, Math.max(2, Math.round(text.length / 20)));
}

export type SendResult =
  | { kind: 'sent'; messageId: string }
  | { kind: 'failed'; reason: string; retryable: boolean }
  /**
   * Not attempted, or refused because the number is not connected: the message waits for the
   * reconnection, its tries not counted. `revealed`: this try is how we learned it.
   */
  | { kind: 'paused'; revealed: boolean };

/**
 * Linked once and known disconnected now: nothing is attempted against it. An instance never
 * linked has nothing to wait for, and its sends fail as before.
 */
export const knownDisconnected = (instance: InstanceRow): boolean =>
  instance.connected === false && instance.lastConnectedAt instanceof Date;

/** The provider refused because the phone is not linked (Z-API: 'You are not connected.'). */
export function revealsDisconnection(err: unknown): boolean {
  return (
    err instanceof ProviderError &&
    /not connected|restore the session/i.test(err.providerMessage ?? '')
  );
}

/**
 * One try of one automatic text through the clinic's instance, as a result instead of a throw:
 * an instance missing, deactivated or expired is a final failure that never reaches the
 * provider; one known disconnected is a pause that never reaches it either; a provider failure
 * is retryable when the provider says it may pass.
 */
export async function sendAutomaticText(
  deps: {
    provider: MessagingProvider;
    access: Pick<InstanceAccess, 'forChat' | 'credentials'>;
  },
  q: {
    clinicId: string;
    phone: string;
    /** The chat's number (issue 48); null: the clinic's main number. */
    instanceId: string | null;
    text: string;
    now: Date;
    /** Outside a closed 24-hour window: the template it goes as instead of `text`. */
    template?: OutgoingTemplate | undefined;
  },
): Promise<SendResult> {
  const instance = await deps.access.forChat(q.clinicId, q);
  const blocked = instanceBlockReason(instance, q.now);
  if (!instance || blocked !== null)
    return { kind: 'failed', reason: blocked ?? '', retryable: false };
  if (knownDisconnected(instance)) return { kind: 'paused', revealed: false };
  try {
    const creds = deps.access.credentials(instance);
    const { messageId } = q.template
      ? await sendTemplateOf(deps.provider, creds, q.template)
      : await deps.provider.sendText(creds, {
          phone: q.phone,
          message: q.text,
          typingSeconds: typingSecondsFor(q.text),
        });
    return { kind: 'sent', messageId };
  } catch (err) {
    // A number linked before and found unlinked by this try waits like a known one; before any
    // link, the refusal is the failure it always was.
    if (revealsDisconnection(err) && instance.lastConnectedAt instanceof Date)
      return { kind: 'paused', revealed: true };
    // The provider's adapter answers failures by throwing; this is where they become results.
    return {
      kind: 'failed',
      reason: describeError(err),
      retryable: err instanceof ProviderError && err.retryable,
    };
  }
}

function sendTemplateOf(
  provider: MessagingProvider,
  creds: Parameters<MessagingProvider['sendText']>[0],
  template: OutgoingTemplate,
) {
  // Only a provider with templates routes a message here (window-templates.ts asks first).
  if (!provider.sendTemplate) throw new Error('provider without templates');
  return provider.sendTemplate(creds, template);
}
