import { MSG, NAME_MAX } from '@conecta/contract';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { fieldErrorId, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';

import { useUpdateName } from '../hooks/use-update-name';
import { checkName } from '../profile-form';

const P = MSG.profile;
const ID = 'settings-name';

export function NameForm({ currentName }: { currentName: string }) {
  const [name, setName] = useState(currentName);
  const [error, setError] = useState<string | null>(null);
  const { save, pending } = useUpdateName();
  const unchanged = name.trim() === currentName;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkName(name);
    if (!checked.ok) {
      setError(checked.message);
      document.getElementById(ID)?.focus();
      return;
    }
    setError(null);
    save(checked.value);
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-2">
      <FormField id={ID} label={P.nameLabel} error={error}>
        <div className="flex min-w-0 flex-col gap-2 sm:flex-row">
          <Input
            id={ID}
            name="name"
            autoComplete="name"
            maxLength={NAME_MAX}
            value={name}
            disabled={pending}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? fieldErrorId(ID) : undefined}
          />
          <Button type="submit" className="sm:w-40" disabled={pending || unchanged}>
            {pending ? <Spinner /> : null}
            {pending ? P.saving : P.saveName}
          </Button>
        </div>
      </FormField>
    </form>
  );
}
