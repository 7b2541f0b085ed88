import {
  CLINIC_NAME_MAX,
  MSG,
  zClinicRequest,
  teamEndpoints,
  type ClinicResponse,
} from '@conecta/contract';
import { useState, type FormEvent } from 'react';

import { FoldingSection } from '@/components/folding-section';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { fieldErrorId, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { SettingsNotLoaded, useSettingsForm } from '@/features/settings-form';

import { clinicKey, getClinic, saveClinicName } from '../api/clinic';

const C = MSG.clinic;
const ID = 'clinic-name';

/**
 * 'Nome da clínica', the first section of 'Clínica', open from the start: the name invitations
 * and the patient export say (until set, the Responsável's own name copied at creation).
 */
export function ClinicNameForm() {
  return (
    <FoldingSection title={C.nameTitle} defaultOpen>
      <ClinicNameBody />
    </FoldingSection>
  );
}

/**
 * The first run's question (issue 53): a new account's clinic carries the person's own name, so
 * the board asks the Responsável for the clinic's before anything else, the field empty. The
 * sign-up form stays the specification's four fields (docs/product.md says why).
 */
export function ClinicNamePrompt() {
  return (
    // Apart from the connection card below it, not stuck to its edge.
    <Card className="mx-auto mb-6 w-full max-w-2xl">
      <section aria-labelledby="clinic-name-prompt" className="grid gap-2 pt-4">
        <h2 id="clinic-name-prompt" className="px-4 text-base font-semibold text-slate-900">
          {C.namePromptTitle}
        </h2>
        <ClinicNameBody startEmpty />
      </section>
    </Card>
  );
}

function ClinicNameBody({ startEmpty = false }: { startEmpty?: boolean }) {
  // The header, the team dialog and the session say the clinic's name too: the endpoint's
  // declaration names them ('clinic', 'account', 'team').
  const { query, draft, setDraft, save } = useSettingsForm<ClinicResponse, string, string>({
    key: clinicKey,
    get: getClinic,
    save: saveClinicName,
    endpoint: teamEndpoints.rename,
    savedTitle: C.nameSaved,
    failedTitle: C.nameSaveFailed,
    ...(startEmpty ? { initialDraft: '' } : {}),
  });
  const [error, setError] = useState<string | null>(null);

  if (!query.data)
    return <SettingsNotLoaded query={query} loading={C.nameLoading} failed={C.nameLoadFailed} />;
  const saved = query.data.clinic.name;
  const name = draft ?? saved;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = zClinicRequest.safeParse({ name });
    if (!checked.success) {
      setError(checked.error.issues[0]!.message);
      document.getElementById(ID)?.focus();
      return;
    }
    setError(null);
    save.mutate(checked.data.name);
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 px-4 pb-4">
      <p className="text-xs text-slate-600">{startEmpty ? C.namePromptHint : C.nameHint}</p>
      <FormField id={ID} label={C.nameLabel} error={error}>
        <div className="flex min-w-0 flex-col gap-2 sm:flex-row">
          <Input
            id={ID}
            name="clinic-name"
            autoComplete="organization"
            maxLength={CLINIC_NAME_MAX}
            value={name}
            disabled={save.isPending}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? fieldErrorId(ID) : undefined}
            onChange={(e) => {
              setDraft(e.target.value);
              setError(null);
            }}
          />
          <Button
            type="submit"
            size="sm"
            className="sm:h-11 sm:w-40"
            disabled={save.isPending || name.trim() === saved}
          >
            {save.isPending ? <Spinner /> : null}
            {save.isPending ? C.nameSaving : C.nameSave}
          </Button>
        </div>
      </FormField>
    </form>
  );
}
