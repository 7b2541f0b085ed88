import {
  appointmentEndpoints,
  fillReminderTemplate,
  MSG,
  REMINDER_TEMPLATE_MAX,
  type ReminderSettings,
  reminderVariablesList,
  zReminderSettings,
} from '@conecta/contract';
import { useState, type FormEvent } from 'react';

import { FoldingSection } from '@/components/folding-section';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';

import {
  getReminderSettings,
  reminderSettingsKey,
  saveReminderSettings,
} from '../api/reminder-settings';
import { SettingsNotLoaded, useSettingsForm } from '@/features/settings-form';

const A = MSG.appointmentRules;

/** An appointment to show the message with: tomorrow at 14:30, in the browser's zone. */
function previewOf(template: string, now = new Date()): string {
  const at = new Date(now.getTime() + 24 * 3_600_000);
  at.setHours(14, 30, 0, 0);
  return fillReminderTemplate(template, {
    patientName: A.previewName,
    startsAt: at,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    professional: A.previewProfessional,
  });
}

/**
 * 'Mensagem dos lembretes', folded under the day's appointments: the text patients receive, with
 * its variables and a preview, and whether reminders wait for the opening hours. Every member
 * reads it; only the Responsável changes it.
 */
export function ReminderSettingsForm() {
  return (
    <FoldingSection title={A.settingsTitle}>
      <ReminderSettingsBody />
    </FoldingSection>
  );
}

function ReminderSettingsBody() {
  const { canEdit, query, draft, setDraft, save } = useSettingsForm<
    Awaited<ReturnType<typeof getReminderSettings>>,
    ReminderSettings,
    ReminderSettings
  >({
    key: reminderSettingsKey,
    get: getReminderSettings,
    save: saveReminderSettings,
    endpoint: appointmentEndpoints.setReminderSettings,
    savedTitle: A.settingsSaved,
    failedTitle: A.settingsSaveFailed,
  });
  const [problem, setProblem] = useState<string | null>(null);

  if (!query.data)
    return <SettingsNotLoaded query={query} loading={A.loading} failed={A.settingsLoadFailed} />;
  const form = draft ?? query.data.settings;
  const change = (next: typeof form) => {
    setDraft(next);
    setProblem(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = zReminderSettings.safeParse(form);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? A.settingsInvalid);
      return;
    }
    save.mutate(parsed.data);
  };
  const locked = !canEdit || save.isPending;

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 px-4 pb-4">
      {canEdit ? null : <p className="text-xs text-slate-600">{A.settingsReadOnly}</p>}
      <div className="grid gap-1.5">
        <Label htmlFor="reminder-template">{A.templateLabel}</Label>
        <Textarea
          id="reminder-template"
          rows={4}
          maxLength={REMINDER_TEMPLATE_MAX}
          value={form.template}
          readOnly={!canEdit}
          disabled={save.isPending}
          aria-invalid={problem ? true : undefined}
          aria-describedby="reminder-template-hint"
          onChange={(e) => change({ ...form, template: e.target.value })}
        />
        <p id="reminder-template-hint" className="text-xs text-slate-600">
          {A.templateHint(reminderVariablesList())} {A.templateNoAnswerHint}
        </p>
      </div>
      <div className="grid gap-1">
        <p className="text-xs font-medium text-slate-700">{A.previewLabel}</p>
        <p
          data-testid="reminder-preview"
          className="rounded-lg bg-emerald-50 px-3 py-2 text-sm whitespace-pre-wrap text-slate-900"
        >
          {previewOf(form.template)}
        </p>
      </div>
      <div className="flex items-start gap-2">
        <Checkbox
          id="reminder-hours"
          checked={form.respectOpeningHours}
          disabled={locked}
          aria-describedby="reminder-hours-hint"
          onCheckedChange={(checked) => change({ ...form, respectOpeningHours: checked === true })}
        />
        <div className="grid gap-0.5">
          <Label htmlFor="reminder-hours" className="leading-5">
            {A.respectHoursLabel}
          </Label>
          <p id="reminder-hours-hint" className="text-xs text-slate-600">
            {A.respectHoursHint}
          </p>
        </div>
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      {canEdit ? (
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={save.isPending}>
            {save.isPending ? <Spinner /> : null}
            {save.isPending ? A.settingsSaving : A.settingsSave}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={save.isPending || form.template === A.defaultTemplate}
            onClick={() => change({ ...form, template: A.defaultTemplate })}
          >
            {A.restoreDefault}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
