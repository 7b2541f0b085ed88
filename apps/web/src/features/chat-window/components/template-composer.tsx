import { fillTemplateBody, MSG, type WhatsappTemplate } from '@conecta/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { whatsappTemplateEndpoints } from '@conecta/contract';
import { useId, useState } from 'react';

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
  patientName,
  onAlert,
}: {
  chatId: string;
  /** The chat's saved name: the clinic's templates carry it in {{1}}, so it comes prefilled. */
  patientName?: string | null | undefined;
  onAlert: (text: string) => void;
}) {
  const name = patientName?.trim() ?? '';
  const prefilled = name ? [name] : [];
  const fieldBase = useId();
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
      setValues(prefilled);
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
                setValues(prefilled);
              }}
              className="h-10 rounded-lg border border-input bg-card px-3 text-sm"
            >
              <option value="">{C.templatePickerEmpty}</option>
              {approved.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name} ({C.languageName(t.language)})
                </option>
              ))}
            </select>
          </Label>
          {picked
            ? typed.map((value, i) => (
                <div key={i} className="grid gap-1">
                  <Label htmlFor={`${fieldBase}-variable-${i + 1}`}>
                    {C.templateVariable(i + 1)}
                  </Label>
                  <Input
                    id={`${fieldBase}-variable-${i + 1}`}
                    value={value}
                    maxLength={1000}
                    aria-describedby={`${fieldBase}-variable-${i + 1}-hint`}
                    onChange={(event) => {
                      const next = [...typed];
                      next[i] = event.target.value;
                      setValues(next);
                    }}
                  />
                  <p
                    id={`${fieldBase}-variable-${i + 1}-hint`}
                    className="text-xs text-muted-foreground"
                  >
                    {i === 0 && name && value === name ? `${C.templateVariableName} ` : ''}
                    {C.templateVariableWhere(variableExcerpt(picked.body, i + 1))}
                  </p>
                </div>
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

/** Characters of the template shown on each side of a variable in its hint. */
const EXCERPT_SIDE = 30;

/**
 * The words around the first `{{n}}` of a body ('…Olá {{1}}, sua consulta…'): what the variable
 * stands for is read from its place in the text, which the owner wrote.
 */
export function variableExcerpt(body: string, n: number): string {
  const at = body.search(new RegExp(`\\{\\{\\s*${n}\\s*\\}\\}`));
  if (at < 0) return `{{${n}}}`;
  const end = body.indexOf('}}', at) + 2;
  const from = Math.max(0, at - EXCERPT_SIDE);
  const to = Math.min(body.length, end + EXCERPT_SIDE);
  const text = body.slice(from, to).replace(/\s+/g, ' ').trim();
  return `${from > 0 ? '…' : ''}${text}${to < body.length ? '…' : ''}`;
}
