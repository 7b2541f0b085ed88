import type { WebhookEventType } from '@conecta/contract';
import { useId, useState } from 'react';

type WebhookDraft = { url: string; description: string; events: WebhookEventType[] };

/**
 * What WebhookFields edits, starting from `initial` (empty to add an endpoint, the endpoint's
 * values to edit it): the values, the props of the fields, and `clear` to start again.
 */
export function useWebhookDraft(initial: WebhookDraft) {
  const id = useId();
  const [url, setUrl] = useState(initial.url);
  const [description, setDescription] = useState(initial.description);
  const [events, setEvents] = useState<WebhookEventType[]>(initial.events);
  return {
    id,
    url,
    description,
    events,
    fields: {
      id,
      url,
      onUrl: setUrl,
      description,
      onDescription: setDescription,
      events,
      onEvents: setEvents,
    },
    clear: () => {
      setUrl('');
      setDescription('');
      setEvents([]);
    },
  };
}
