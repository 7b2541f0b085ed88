import { CLINIC_NAME_MAX, MSG, TOAST_MS, zClinicRequest } from '@conecta/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import { FoldingSection } from '@/components/folding-section';
import { Button } from '@/components/ui/button';
import { fieldErrorId, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { dashboardKeys, useSessionClinic } from '@/features/session';
import { describeFailure } from '@/lib/error-text';

import { clinicKey, getClinic, saveClinicName } from '../api/clinic';

const C = MSG.clinic;
const ID = 'clinic-name';
const fallbacks = { network: MSG.tagsAdmin.networkError, unknown: MSG.tagsAdmin.unknownError };

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

function ClinicNameBody() {
  const queryClient = useQueryClient();
  const clinicId = useSessionClinic()?.id ?? 'sem-clinica';
  const query = useQuery({
    queryKey: clinicKey(clinicId),
    queryFn: ({ signal }) => getClinic(signal),
  });
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: saveClinicName,
    onSuccess: (answer) => {
      queryClient.setQueryData(clinicKey(clinicId), answer);
      // The header, the team dialog and the session say the clinic's name too.
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['team'] });
      setDraft(null);
      toast({ title: answer.message ?? C.nameSaved, duration: TOAST_MS.dashboard });
    },
    onError: (failed) => {
      const failure = describeFailure(C.nameSaveFailed, failed, fallbacks);
      if (failure) toast({ ...failure, variant: 'destructive', duration: TOAST_MS.dashboard });
    },
  });

  if (query.isPending)
    return (
      <p className="flex items-center gap-2 px-4 pb-4 text-sm text-slate-600">
        <Spinner /> {C.nameLoading}
      </p>
    );
  if (!query.data)
    return (
      <p role="alert" className="px-4 pb-4 text-sm text-red-700">
        {C.nameLoadFailed}
      </p>
    );
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
      <p className="text-xs text-slate-600">{C.nameHint}</p>
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
