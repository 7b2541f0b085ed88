import {
  AUTOMATIC_TEMPLATE_MAX_VARIABLES,
  type AutomaticTemplates,
  MSG,
  whatsappTemplateEndpoints,
  type WhatsappTemplate,
} from '@conecta/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { errorText } from '@/lib/error-text';

import {
  automaticKeys,
  getAutomaticTemplates,
  getTemplateUsage,
  setAutomaticTemplates,
  usageKeys,
} from '../api/whatsapp-templates-api';

const C = MSG.cloudApi;
const FALLBACKS = { network: MSG.chatWindow.networkError, unknown: MSG.common.internal };

/** What the server takes for an automatic kind: approved, utility, at most {{1}} and {{2}}. */
const fits = (t: WhatsappTemplate) =>
  t.status === 'APPROVED' &&
  t.category === 'UTILITY' &&
  t.variables <= AUTOMATIC_TEMPLATE_MAX_VARIABLES;

/**
 * The template reminders go as, and the one routines and scheduled messages go as, once a chat's
 * 24-hour window closed; the form shows the server's choice once it is read.
 */
export function AutomaticTemplatesForm({ templates }: { templates: WhatsappTemplate[] }) {
  const query = useQuery({
    queryKey: automaticKeys.all,
    queryFn: ({ signal }) => getAutomaticTemplates(signal),
    retry: false,
  });
  return query.data ? (
    <ChoiceForm saved={query.data.automatic} options={templates.filter(fits)} />
  ) : null;
}

function ChoiceForm(props: { saved: AutomaticTemplates; options: WhatsappTemplate[] }) {
  const [chosen, setChosen] = useState<AutomaticTemplates>(props.saved);
  const [notice, setNotice] = useState<string | null>(null);
  const ids = { reminders: useId(), followUps: useId() };
  // A routine's or scheduled message's text goes in {{2}}: without it the patient would get the
  // template's fixed words only (the server refuses it too).
  const followUp = props.options.find((t) => t.id === chosen.followUps);
  const problems: Record<keyof AutomaticTemplates, string | null> = {
    reminders: null,
    followUps: followUp && followUp.variables < 2 ? C.automaticFollowUpsNeedsText : null,
  };
  const save = useMutation({
    mutationFn: setAutomaticTemplates,
    // The board's and 'Consultas'' notice of a missing reminders template reads this at once.
    meta: { endpoint: whatsappTemplateEndpoints.setAutomatic, answerKey: automaticKeys.all },
    onSuccess: () => {
      setNotice(C.automaticSaved);
    },
    onError: (error) => setNotice(errorText(error, FALLBACKS)),
  });
  const select = (kind: keyof AutomaticTemplates, label: string) => (
    <div className="grid gap-1">
      <Label htmlFor={ids[kind]}>{label}</Label>
      <select
        id={ids[kind]}
        aria-invalid={problems[kind] ? true : undefined}
        aria-describedby={problems[kind] ? `${ids[kind]}-error` : undefined}
        value={chosen[kind] ?? ''}
        onChange={(e) => setChosen({ ...chosen, [kind]: e.target.value || null })}
        className="h-10 w-full min-w-0 rounded-lg border border-input bg-card px-3 text-sm"
      >
        <option value="">{C.automaticNone}</option>
        {props.options.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name} ({C.languageName(t.language)})
          </option>
        ))}
      </select>
      <FieldError id={`${ids[kind]}-error`}>{problems[kind]}</FieldError>
    </div>
  );
  return (
    <form
      className="grid grid-cols-[minmax(0,1fr)] gap-2 border-t pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!problems.followUps) save.mutate(chosen);
      }}
    >
      <h3 className="text-sm font-semibold">{C.automaticTitle}</h3>
      <p className="text-xs text-muted-foreground">{C.automaticIntro}</p>
      {select('reminders', C.automaticReminders)}
      {select('followUps', C.automaticFollowUps)}
      <div className="flex items-center justify-end gap-3">
        {notice ? (
          <p role="status" className="text-sm text-muted-foreground">
            {notice}
          </p>
        ) : null}
        <Button type="submit" disabled={save.isPending || problems.followUps !== null}>
          {C.automaticSave}
        </Button>
      </div>
    </form>
  );
}

/** 'Modelos enviados neste mês: Utilidade: 3 · Marketing: 1' (Meta bills per template). */
export function TemplateUsageLine() {
  const query = useQuery({
    queryKey: usageKeys.all,
    queryFn: ({ signal }) => getTemplateUsage(signal),
    retry: false,
  });
  if (!query.data) return null;
  const parts = Object.entries(query.data.byCategory)
    .filter(([, n]) => n > 0)
    .map(([category, n]) => `${C.templateCategories[category] ?? category}: ${n}`);
  return (
    <p className="text-sm text-muted-foreground">
      {parts.length ? C.usageThisMonth(parts.join(' · ')) : C.usageNone}
    </p>
  );
}
