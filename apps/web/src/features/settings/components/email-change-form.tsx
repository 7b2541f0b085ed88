import { EMAIL_MAX, MSG } from '@conecta/contract';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { fieldErrorId, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';

import { useEmailChange } from '../hooks/use-email-change';
import { checkNewEmail } from '../profile-form';
import { CodeStep } from './code-step';
import { SettingsSection } from './settings-section';

const P = MSG.profile;
const ID = 'settings-new-email';

/** 'Alterar e-mail': the new address gets a code; confirming it signs the user out. */
export function EmailChangeForm() {
  const flow = useEmailChange();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkNewEmail(email);
    if (!checked.ok) {
      setError(checked.message);
      document.getElementById(ID)?.focus();
      return;
    }
    setError(null);
    flow.request(checked.value);
  };

  let body;
  if (flow.leaving) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm font-medium text-emerald-800">
        <Spinner className="text-primary" />
        {P.signingOut}
      </p>
    );
  } else if (flow.sentTo) {
    body = (
      <CodeStep
        id="settings-email-code"
        sentTo={flow.sentTo}
        pending={flow.confirming}
        onConfirm={flow.confirm}
        onCancel={flow.cancel}
      />
    );
  } else {
    body = (
      <form noValidate onSubmit={submit}>
        <FormField id={ID} label={P.newEmailLabel} error={error}>
          <div className="flex min-w-0 flex-col gap-2 sm:flex-row">
            <Input
              id={ID}
              type="email"
              name="email"
              autoComplete="email"
              maxLength={EMAIL_MAX}
              placeholder={MSG.login.emailPlaceholder}
              value={email}
              disabled={flow.requesting}
              onChange={(e) => {
                setEmail(e.target.value);
                setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? fieldErrorId(ID) : undefined}
            />
            <Button type="submit" className="sm:w-40" disabled={flow.requesting}>
              {flow.requesting ? <Spinner /> : null}
              {flow.requesting ? P.sendingCode : P.sendCode}
            </Button>
          </div>
        </FormField>
      </form>
    );
  }
  return (
    <SettingsSection title={P.emailSection} nested>
      {body}
    </SettingsSection>
  );
}
