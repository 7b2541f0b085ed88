import { MSG, satisfactionEndpoints, type SatisfactionSettings } from '@conecta/contract';
import { useId, type FormEvent } from 'react';

import { FoldingSection } from '@/components/folding-section';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

import {
  getSatisfactionSettings,
  satisfactionKey,
  saveSatisfactionSettings,
} from '../api/satisfaction';
import { useSettingsForm } from '@/features/settings-form';

const S = MSG.satisfaction;

/**
 * 'Pesquisa de satisfação', folded under the day's appointments: on or off and how many hours
 * after 'Compareceu'. Every member reads it; only the Responsável changes it.
 */
export function SatisfactionForm() {
  return (
    <FoldingSection title={S.settingsTitle}>
      <SatisfactionBody />
    </FoldingSection>
  );
}

function SatisfactionBody() {
  const id = useId();
  const { canEdit, query, draft, setDraft, save } = useSettingsForm<
    Awaited<ReturnType<typeof getSatisfactionSettings>>,
    SatisfactionSettings,
    { enabled: boolean; hoursAfter: string }
  >({
    key: satisfactionKey,
    get: getSatisfactionSettings,
    save: saveSatisfactionSettings,
    endpoint: satisfactionEndpoints.setSettings,
    savedTitle: S.settingsSaved,
    failedTitle: S.saveFailed,
  });
  if (!query.data) return null;
  const shown = draft ?? {
    enabled: query.data.settings.enabled,
    hoursAfter: String(query.data.settings.hoursAfter),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ enabled: shown.enabled, hoursAfter: Number(shown.hoursAfter) });
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 text-sm">
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-enabled`}
          checked={shown.enabled}
          disabled={!canEdit || save.isPending}
          onCheckedChange={(c) => setDraft({ ...shown, enabled: c === true })}
        />
        <Label htmlFor={`${id}-enabled`}>{S.enabledLabel}</Label>
      </div>
      <div className="grid w-40 gap-1.5">
        <Label htmlFor={`${id}-hours`}>{S.hoursLabel}</Label>
        <Input
          id={`${id}-hours`}
          type="number"
          min={1}
          max={72}
          value={shown.hoursAfter}
          disabled={!canEdit || save.isPending}
          onChange={(e) => setDraft({ ...shown, hoursAfter: e.target.value })}
        />
      </div>
      <p className="text-xs text-slate-600">{canEdit ? S.hint : S.readOnly}</p>
      {canEdit ? (
        <div>
          <Button type="submit" size="sm" disabled={save.isPending || !draft}>
            {S.save}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
