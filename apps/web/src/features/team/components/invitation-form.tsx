import { MSG, teamEndpoints } from '@conecta/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

import { SectionLoader } from '@/components/section-loader';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useEstablishSession } from '@/features/session';
import { errorText } from '@/lib/error-text';

import { acceptInvitation, previewInvitation } from '../api/invitation-api';

const I = MSG.invitation;
const L = MSG.login;
const fallbacks = { network: MSG.tagsAdmin.networkError, unknown: MSG.tagsAdmin.unknownError };

/**
 * The invitation link's page: who invites, for which e-mail and role; a new person names
 * themselves and picks a password, an existing account gives its password. Then the board.
 */
export function InvitationForm({ token, onInvalid }: { token: string; onInvalid: () => void }) {
  const navigate = useNavigate();
  const establishSession = useEstablishSession();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const preview = useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => previewInvitation(token, signal),
    retry: false,
  });
  const accept = useMutation({
    mutationFn: async () => {
      const session = await acceptInvitation({
        token,
        password,
        ...(preview.data?.accountExists ? {} : { name: name.trim() }),
      });
      await establishSession(session);
      return session;
    },
    meta: { endpoint: teamEndpoints.accept },
    onSuccess: () => {
      toast({ title: I.joined(preview.data?.clinicName ?? null) });
      void navigate('/dashboard', { replace: true });
    },
    onError: (e) => setError(errorText(e, fallbacks)),
  });

  const invalid = preview.isError;
  useEffect(() => {
    if (invalid) onInvalid();
  }, [invalid, onInvalid]);

  if (preview.isPending) return <SectionLoader label={I.accepting} />;
  if (!preview.data) return null;
  const { email, role, accountExists } = preview.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    accept.mutate();
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <p className="text-base font-medium text-slate-900">
        {I.title(preview.data.clinicName, preview.data.inviterName)}
      </p>
      <p className="text-sm text-slate-700">{I.lead(email, MSG.team.roles[role])}</p>
      <p className="text-sm text-slate-600">{accountExists ? I.existingAccount : I.newAccount}</p>
      {accountExists ? null : (
        <div className="grid gap-1.5">
          <Label htmlFor="invite-name">{I.nameLabel}</Label>
          <Input
            id="invite-name"
            autoComplete="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor="invite-password">{I.passwordLabel}</Label>
        <PasswordInput
          id="invite-password"
          autoComplete={accountExists ? 'current-password' : 'new-password'}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          showLabel={L.showPassword}
          hideLabel={L.hidePassword}
        />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={accept.isPending}>
        {accept.isPending ? <Spinner /> : null}
        {accept.isPending ? I.accepting : I.accept}
      </Button>
    </form>
  );
}
