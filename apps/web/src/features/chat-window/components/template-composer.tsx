import { fillTemplateBody, MSG, type WhatsappTemplate } from '@conecta/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { whatsappTemplateEndpoints } from '@conecta/contract';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

import { fetchTemplates, sendTemplate } from '../api/conversation-window-api';
import { templateKeys } from '../queries';
import { templateSendFailure } from '../send-failure';

const C = MSG.cloudApi;

/**
 * The composer once the 24-hour window closed: why free text cannot go, and the clinic's approved
 * templates, one picked and its variables filled, sent as Meta takes them.
 */
export function TemplateComposer({
  chatId,
  onAlert,
}: {
  chatId: string;
  onAlert: (text: string) => void;
}) {
  const { data } = useQuery({
    queryKey: templateKeys.all,
    queryFn: ({ signal }) => fetchTemplates(signal),
    retry: false,
  });
  const approved = (data?.templates ?? []).filter((t) => t.status === 'APPROVED');
  const [pickedId, setPickedId] = useState('');
  const [values, setValues] = useState<string[]>([]);
  const picked: WhatsappTemplate | undefined = approved.find((t) => t.id === pickedId);
  const send = useMutation({
    mutationFn: sendTemplate,
    meta: { endpoint: whatsappTemplateEndpoints.send },
    onSuccess: () => {
      setPickedId('');
      setValues([]);
    },
    onError: (error) => onAlert(templateSendFailure(error)),
  });
  const typed = picked ? Array.from({ length: picked.variables }, (_, i) => values[i] ?? '') : [];
  const filled = typed.map((v) => v.trim());

  return (
    <form
      className="grid gap-2 border-t bg-card px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]"
      onSubmit={(event) => {
        event.preventDefault();
        if (!picked || filled.some((v) => !v)) return;
        send.mutate({ chatId, templateId: picked.id, variables: filled });
      }}
    >
      <p role="note" className="text-sm text-amber-800">
        {C.windowClosedComposer}
      </p>
      {data && approved.length === 0 ? (
        <p className="text-sm text-muted-foreground">{C.noApprovedTemplates}</p>
      ) : null}
      {approved.length > 0 ? (
        <>
          <Label className="grid gap-1">
            {C.templatePickerLabel}
            <select
              value={pickedId}
              onChange={(event) => {
                setPickedId(event.target.value);
                setValues([]);
              }}
              className="h-10 rounded-lg border border-input bg-card px-3 text-sm"
            >
              <option value="">{C.templatePickerEmpty}</option>
              {approved.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name} ({t.language})
                </option>
              ))}
            </select>
          </Label>
          {picked
            ? typed.map((value, i) => (
                <Label key={i} className="grid gap-1">
                  {C.templateVariable(i + 1)}
                  <Input
                    value={value}
                    maxLength={1000}
                    onChange={(event) => {
                      const next = [...typed];
                      next[i] = event.target.value;
                      setValues(next);
                    }}
                  />
                </Label>
              ))
            : null}
          {picked ? (
            <p
              aria-label={C.templatePreview}
              className="rounded-lg bg-muted px-3 py-2 text-sm whitespace-pre-wrap"
            >
              {fillTemplateBody(picked.body, filled)}
            </p>
          ) : null}
          <Button
            type="submit"
            disabled={!picked || filled.some((v) => !v) || send.isPending}
            className="justify-self-end"
          >
            {C.sendTemplate}
          </Button>
        </>
      ) : null}
    </form>
  );
}
