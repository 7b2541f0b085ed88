import {
  MSG,
  type SendPacingResponse,
  pacingTodayLines,
  zSendPacing,
  routineEndpoints,
  type SendPacingRequest,
} from '@conecta/contract';
import { useState, type FormEvent } from 'react';

import { FoldingSection } from '@/components/folding-section';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { numberName } from '@/features/clinic-numbers';
import { SettingsNotLoaded, useSettingsForm } from '@/features/settings-form';

import { getSendPacing, saveSendPacing } from '../api/send-pacing';

const P = MSG.sendPacing;
const key = (userId: string) => ['clinic', userId, 'send-pacing'] as const;

interface Draft {
  dailyCap: string;
  warmUp: boolean;
  minGapSeconds: string;
  extraGapSeconds: string;
}
const draftOf = (p: SendPacingResponse['pacing']): Draft => ({
  dailyCap: String(p.dailyCap),
  warmUp: p.warmUp,
  minGapSeconds: String(p.minGapSeconds),
  extraGapSeconds: String(p.extraGapSeconds),
});
/** A field as the person typed it: a number when it reads as one, else the text (refused). */
const numberOf = (text: string): number | string =>
  text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text;

/**
 * 'Ritmo dos envios automáticos', a section of 'Clínica': the daily cap, the warm-up of a new
 * number and the spacing, checked here as the server checks them, and today's count.
 */
export function SendPacingForm({ userId }: { userId: string }) {
  return (
    <FoldingSection title={P.title}>
      <SendPacingBody userId={userId} />
    </FoldingSection>
  );
}

function SendPacingBody({ userId }: { userId: string }) {
  const { query, draft, setDraft, save } = useSettingsForm<
    SendPacingResponse,
    SendPacingRequest,
    Draft
  >({
    key: () => key(userId),
    get: getSendPacing,
    save: saveSendPacing,
    endpoint: routineEndpoints.setSendPacing,
    savedTitle: P.saved,
    failedTitle: P.saveFailed,
  });
  const [problem, setProblem] = useState<string | null>(null);

  if (!query.data)
    return <SettingsNotLoaded query={query} loading={P.loading} failed={P.loadFailed} />;
  const form = draft ?? draftOf(query.data.pacing);
  const change = (next: Partial<Draft>) => {
    setDraft({ ...form, ...next });
    setProblem(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = zSendPacing.safeParse({
      dailyCap: numberOf(form.dailyCap),
      warmUp: form.warmUp,
      minGapSeconds: numberOf(form.minGapSeconds),
      extraGapSeconds: numberOf(form.extraGapSeconds),
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? P.invalid);
      return;
    }
    save.mutate(parsed.data);
  };
  const field = (id: keyof Draft & string, label: string) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`pacing-${id}`}>{label}</Label>
      <Input
        id={`pacing-${id}`}
        inputMode="numeric"
        value={String(form[id])}
        onChange={(e) => change({ [id]: e.target.value })}
      />
    </div>
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 px-4 pb-4">
      <p className="text-xs text-slate-600">{P.hint}</p>
      <div className="rounded-md bg-slate-50 p-2 text-sm text-slate-700" aria-live="polite">
        {query.data.numbers.length > 1 ? (
          <NumbersToday numbers={query.data.numbers} />
        ) : (
          pacingTodayLines(query.data.today).map((line) => <p key={line}>{line}</p>)
        )}
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-3" disabled={save.isPending}>
        <legend className="sr-only">{P.title}</legend>
        {field('dailyCap', P.dailyCapLabel)}
        {field('minGapSeconds', P.minGapLabel)}
        {field('extraGapSeconds', P.extraGapLabel)}
      </fieldset>
      <div className="flex items-start gap-2">
        <Checkbox
          id="pacing-warm-up"
          checked={form.warmUp}
          disabled={save.isPending}
          onCheckedChange={(checked) => change({ warmUp: checked === true })}
        />
        <Label htmlFor="pacing-warm-up" className="leading-5">
          {P.warmUpLabel}
        </Label>
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <div>
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          {save.isPending ? P.saving : P.save}
        </Button>
      </div>
    </form>
  );
}

/** Each number's day, the main one first (issue 48): its cap, its warm-up, what it sent. */
function NumbersToday({ numbers }: { numbers: SendPacingResponse['numbers'] }) {
  return (
    <>
      <p className="mb-2 text-xs text-slate-600">{P.eachNumber}</p>
      <ul className="grid gap-2">
        {numbers.map((n) => (
          <li key={n.id}>
            <p className="font-medium break-words text-slate-900">
              {P.numberTitle(numberName(n), n.main)}
            </p>
            {pacingTodayLines(n).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </li>
        ))}
      </ul>
    </>
  );
}
