import type { TestApp } from './test-app.ts';

/**
 * One Z-API `ReceivedCallback` delivered to the app's webhook for the instance with this secret,
 * stamped at the test's now (what a phone's message looks like when it reaches us). `fields` adds
 * or overrides the rest: `text`, `audio`, `senderName`, `reaction`…
 */
export function zapiWebhook(
  t: Pick<TestApp, 'app' | 'clock'>,
  secret: string,
  fields: Record<string, unknown> & { phone: string },
  app: TestApp['app'] = t.app,
) {
  return app.inject({
    method: 'POST',
    url: `/webhooks/zapi/${secret}`,
    payload: {
      type: 'ReceivedCallback',
      messageId: `W${Date.now()}${Math.random()}`,
      fromMe: false,
      momment: t.clock.now().getTime(),
      ...fields,
    },
  });
}

/** A text from `phone` (or, with `fromMe`, from the clinic's own phone to it), by the webhook. */
export function zapiText(
  t: Pick<TestApp, 'app' | 'clock'>,
  secret: string,
  phone: string,
  text: string,
  opts: { fromMe?: boolean; name?: string; app?: TestApp['app'] } = {},
) {
  return zapiWebhook(
    t,
    secret,
    {
      phone,
      fromMe: opts.fromMe ?? false,
      ...(opts.name ? { senderName: opts.name, chatName: opts.name } : {}),
      text: { message: text },
    },
    opts.app,
  );
}
