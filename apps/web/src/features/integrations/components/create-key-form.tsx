import { API_SCOPES, type ApiScope, API_KEY_NAME_MAX, MSG } from '@conecta/contract';
import { type FormEvent, useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';

import { callFailed } from '../call-failed';
import { useCreateApiKey } from '../hooks/use-api-keys';

const M = MSG.apiKeys;

/** 'Criar chave': a name and the scopes; the new token goes to `onCreated`, once. */
export function CreateKeyForm({ onCreated }: { onCreated: (token: string, name: string) => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateApiKey((token, keyName) => {
    setName('');
    setScopes([]);
    setProblem(null);
    onCreated(token, keyName);
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setProblem(M.nameRequired);
    if (scopes.length === 0) return setProblem(M.scopesRequired);
    setProblem(null);
    create.mutate(
      { name: name.trim(), scopes },
      { onError: (error) => setProblem(callFailed(M.createFailed, error)) },
    );
  }

  const toggle = (scope: ApiScope, on: boolean) =>
    setScopes((now) => (on ? [...now, scope] : now.filter((s) => s !== scope)));

  return (
    <form onSubmit={submit} className="grid gap-3 rounded-lg border p-3" noValidate>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-name`}>{M.nameLabel}</Label>
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={API_KEY_NAME_MAX}
          placeholder={M.namePlaceholder}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{M.scopesLabel}</legend>
        {API_SCOPES.map((scope) => (
          <div key={scope} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-${scope}`}
              checked={scopes.includes(scope)}
              onCheckedChange={(on) => toggle(scope, on === true)}
            />
            <Label htmlFor={`${id}-${scope}`} className="font-normal">
              {M.scopes[scope]}
            </Label>
          </div>
        ))}
      </fieldset>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <Button type="submit" disabled={create.isPending} className="justify-self-start">
        {create.isPending ? <Spinner /> : null}
        {create.isPending ? M.creating : M.create}
      </Button>
    </form>
  );
}
