import {
  assistantEndpoints,
  MSG,
  type AssistantSettings,
  type AssistantSettingsRequest,
  zAssistantSettingsRequest,
} from '@conecta/contract';
import { useState, type FormEvent } from 'react';

import { FoldingSection } from '@/components/folding-section';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { SettingsNotLoaded, useSettingsForm } from '@/features/settings-form';

import { getAssistantSettings, saveAssistantSettings } from '../api/assistant';

const A = MSG.assistant;

type Draft = AssistantSettingsRequest;
const draftOf = (s: AssistantSettings): Draft => ({
  enabled: s.enabled,
  autoTranscribe: s.autoTranscribe,
  knowledgeBase: s.knowledgeBase,
});

/**
 * 'Assistente', a section of 'Clínica' (the Responsável's dialog): who the provider is, what
 * leaves the server, that nothing goes to a patient by itself; then the switch, the automatic
 * transcription and the 'Base de conhecimento'. Absent when the server has no provider.
 */
export function AssistantSettingsForm() {
  const { query, draft, setDraft, save } = useSettingsForm<
    AssistantSettings,
    AssistantSettingsRequest,
    Draft
  >({
    key: (clinicId) => ['clinic', clinicId, 'assistant-settings'],
    get: getAssistantSettings,
    save: saveAssistantSettings,
    endpoint: assistantEndpoints.updateSettings,
    savedTitle: A.saved,
    failedTitle: A.saveFailed,
  });
  const [problem, setProblem] = useState<string | null>(null);
  if (query.data && !query.data.available) return null;
  return (
    <FoldingSection title={A.title}>
      {!query.data ? (
        <SettingsNotLoaded query={query} loading={A.loading} failed={A.loadFailed} />
      ) : (
        <SettingsBody
          settings={query.data}
          form={draft ?? draftOf(query.data)}
          saving={save.isPending}
          problem={problem}
          onChange={(next) => {
            setDraft(next);
            setProblem(null);
          }}
          onSubmit={(form) => {
            const parsed = zAssistantSettingsRequest.safeParse(form);
            if (!parsed.success) setProblem(parsed.error.issues[0]?.message ?? A.saveFailed);
            else save.mutate(parsed.data);
          }}
        />
      )}
    </FoldingSection>
  );
}

function SettingsBody(props: {
  settings: AssistantSettings;
  form: Draft;
  saving: boolean;
  problem: string | null;
  onChange: (next: Draft) => void;
  onSubmit: (form: Draft) => void;
}) {
  const { settings, form, saving, problem } = props;
  const change = (next: Partial<Draft>) => props.onChange({ ...form, ...next });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(form);
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 px-4 pb-4">
      <p className="text-sm text-slate-700">{A.description}</p>
      <div className="grid gap-1 rounded-md bg-slate-50 p-2 text-sm text-slate-700">
        {settings.provider ? (
          <>
            <p>{A.provider(settings.provider.name, settings.provider.url)}</p>
            <p>{A.model(settings.provider.model)}</p>
          </>
        ) : null}
        <p>{A.whatLeaves}</p>
        <p className="font-medium">{A.nothingAutomatic}</p>
        <p aria-live="polite">{A.usage(settings.usage.tokens, settings.usage.cap)}</p>
      </div>
      <div className="flex items-start gap-2">
        <Checkbox
          id="assistant-enabled"
          checked={form.enabled}
          disabled={saving}
          onCheckedChange={(checked) => change({ enabled: checked === true })}
        />
        <Label htmlFor="assistant-enabled" className="leading-5">
          {A.enabledLabel}
        </Label>
      </div>
      <div className="flex items-start gap-2">
        <Checkbox
          id="assistant-auto-transcribe"
          checked={form.autoTranscribe}
          disabled={saving || !settings.canTranscribe}
          onCheckedChange={(checked) => change({ autoTranscribe: checked === true })}
        />
        <Label htmlFor="assistant-auto-transcribe" className="leading-5">
          {A.autoTranscribeLabel}
          {settings.canTranscribe ? null : (
            <span className="block text-xs text-slate-600">{A.transcribeUnavailable}</span>
          )}
        </Label>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="assistant-base">{A.baseLabel}</Label>
        <p id="assistant-base-hint" className="text-xs text-slate-600">
          {A.baseHint}
        </p>
        <Textarea
          id="assistant-base"
          aria-describedby="assistant-base-hint"
          rows={8}
          value={form.knowledgeBase}
          placeholder={A.basePlaceholder}
          disabled={saving}
          onChange={(event) => change({ knowledgeBase: event.target.value })}
        />
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <div>
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? <Spinner /> : null}
          {saving ? A.saving : A.save}
        </Button>
      </div>
    </form>
  );
}
