import { CODE_LENGTH, MSG } from '@conecta/contract';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { fieldErrorId, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';

import { checkCode } from '../profile-form';

const P = MSG.profile;

type CodeStepProps = {
  id: string;
  /** Where the code went, said above the field. */
  sentTo: string;
  pending: boolean;
  onConfirm: (code: string) => void;
  onCancel: () => void;
};

/** The second step of an e-mail or password change: the 6-digit code, at most 6 characters. */
export function CodeStep({ id, sentTo, pending, onConfirm, onCancel }: CodeStepProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCode(code);
    if (!checked.ok) {
      setError(checked.message);
      document.getElementById(id)?.focus();
      return;
    }
    setError(null);
    onConfirm(checked.value);
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-3 rounded-lg bg-emerald-50/60 p-3">
      <p className="text-sm text-slate-700">{P.codeSentTo(sentTo)}</p>
      <FormField id={id} label={P.codeLabel} error={error}>
        <Input
          id={id}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          placeholder={P.codePlaceholder}
          className="max-w-48 text-center font-mono tracking-[0.4em]"
          value={code}
          disabled={pending}
          // Focus lands here when the code has just been sent.
          autoFocus
          onChange={(e) => {
            setCode(e.target.value.slice(0, CODE_LENGTH));
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId(id) : undefined}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          {P.cancel}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner /> : null}
          {pending ? P.confirming : P.confirm}
        </Button>
      </div>
    </form>
  );
}
