import { MSG, PASSWORD_MAX } from '@conecta/contract';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { fieldErrorId, FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';

import { usePasswordChange } from '../hooks/use-password-change';
import { checkNewPassword } from '../profile-form';
import { CodeStep } from './code-step';
import { SettingsSection } from './settings-section';

const P = MSG.profile;
const EMPTY = { password: '', confirmation: '' };

/** 'Alterar senha': a code goes to the current address; on success the form starts over. */
export function PasswordChangeForm({ email }: { email: string }) {
  const [draft, setDraft] = useState(EMPTY);
  const [error, setError] = useState<{ field: 'password' | 'confirmation'; text: string } | null>(
    null,
  );
  const flow = usePasswordChange({ onChanged: () => setDraft(EMPTY) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkNewPassword(draft.password, draft.confirmation);
    if (!checked.ok) {
      const field = checked.message === P.passwordsMismatch ? 'confirmation' : 'password';
      setError({ field, text: checked.message });
      document.getElementById(`settings-${field}`)?.focus();
      return;
    }
    setError(null);
    flow.request(checked.value);
  };

  const field = (name: 'password' | 'confirmation', label: string) => {
    const id = `settings-${name}`;
    const message = error?.field === name ? error.text : null;
    return (
      <FormField id={id} label={label} error={message}>
        <PasswordInput
          id={id}
          name={name === 'password' ? 'new-password' : 'confirm-new-password'}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          placeholder={name === 'password' ? P.newPasswordPlaceholder : undefined}
          showLabel={MSG.login.showPassword}
          hideLabel={MSG.login.hidePassword}
          value={draft[name]}
          disabled={flow.requesting}
          onChange={(e) => {
            setDraft((d) => ({ ...d, [name]: e.target.value }));
            setError(null);
          }}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? fieldErrorId(id) : undefined}
        />
      </FormField>
    );
  };

  return (
    <SettingsSection title={P.passwordSection} nested>
      {flow.awaitingCode ? (
        <CodeStep
          id="settings-password-code"
          sentTo={email}
          pending={flow.confirming}
          onConfirm={flow.confirm}
          onCancel={flow.cancel}
        />
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-3">
          <div className="grid gap-3 sm:grid-cols-2">
            {field('password', P.newPasswordLabel)}
            {field('confirmation', P.confirmPasswordLabel)}
          </div>
          <div className="flex sm:justify-end">
            <Button type="submit" className="w-full sm:w-40" disabled={flow.requesting}>
              {flow.requesting ? <Spinner /> : null}
              {flow.requesting ? P.sendingCode : P.sendCode}
            </Button>
          </div>
        </form>
      )}
    </SettingsSection>
  );
}
