import {
  MSG,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MAX,
  type WebhookEventType,
} from '@conecta/contract';

import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

const M = MSG.webhookEndpoints;

/** An endpoint's address, description and events: the same fields to add one and to edit it. */
export function WebhookFields({
  id,
  url,
  onUrl,
  description,
  onDescription,
  events,
  onEvents,
  urlPlaceholder,
}: {
  /** The form's `useId()`, prefix of every field's id. */
  id: string;
  url: string;
  onUrl: (url: string) => void;
  description: string;
  onDescription: (description: string) => void;
  events: readonly WebhookEventType[];
  onEvents: (change: (now: WebhookEventType[]) => WebhookEventType[]) => void;
  urlPlaceholder?: string;
}) {
  const toggle = (type: WebhookEventType, on: boolean) =>
    onEvents((now) => (on ? [...now, type] : now.filter((e) => e !== type)));
  return (
    <>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-url`}>{M.urlLabel}</Label>
        <Input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          value={url}
          maxLength={WEBHOOK_URL_MAX}
          placeholder={urlPlaceholder}
          onChange={(e) => onUrl(e.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-description`}>{M.descriptionLabel}</Label>
        <Input
          id={`${id}-description`}
          value={description}
          maxLength={WEBHOOK_DESCRIPTION_MAX}
          onChange={(e) => onDescription(e.target.value)}
        />
      </div>
      <fieldset className="grid gap-2 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-medium">{M.eventsLabel}</legend>
        {WEBHOOK_EVENTS.map((type) => (
          <div key={type} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-${type}`}
              checked={events.includes(type)}
              onCheckedChange={(on) => toggle(type, on === true)}
            />
            <Label htmlFor={`${id}-${type}`} className="font-normal">
              {M.events[type]}
            </Label>
          </div>
        ))}
      </fieldset>
    </>
  );
}
