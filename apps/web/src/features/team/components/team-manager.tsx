import { MSG, sameName, type ClinicRoleValue, type TeamMember } from '@conecta/contract';
import { LogOut, MailPlus, UserMinus, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { SectionLoader } from '@/components/section-loader';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { formatBrDateTime } from '@/lib/br-date';
import { useOpenManageDialog } from '@/lib/open-manage-dialog';
import { cn } from '@/lib/utils';

import { useTeam, useTeamActions } from '../hooks/use-team';
import { TeamAudit } from './team-audit';

const T = MSG.team;
const ROLES: ClinicRoleValue[] = ['ATENDENTE', 'RESPONSAVEL'];
const selectClass =
  'h-9 rounded-md border border-input bg-background px-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-60';

/** Members, roles, invitations and the audit; what an Atendente may only read, it only reads. */
export function TeamManager({ userId }: { userId: string }) {
  const team = useTeam(userId);
  const actions = useTeamActions();
  const openDialog = useOpenManageDialog();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<ClinicRoleValue>('ATENDENTE');
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  // A promotion waits for the confirmation; meanwhile the select keeps showing the old role.
  const [promoting, setPromoting] = useState<TeamMember | null>(null);

  if (team.isPending) return <SectionLoader label={T.loading} />;
  if (team.isError || !team.data) {
    return (
      <div role="alert" className="grid justify-items-start gap-3 text-sm text-slate-700">
        {T.loadFailed}
        <Button variant="outline" size="sm" onClick={() => void team.refetch()}>
          {T.retry}
        </Button>
      </div>
    );
  }
  const { me, members, invitations, clinic } = team.data;
  const myName = members.find((m) => m.userId === me.userId)?.name.trim();
  const clinicIsMyName = myName !== undefined && sameName(clinic.name, myName);
  const responsavel = me.role === 'RESPONSAVEL';
  // The clinic's only Responsável cannot leave (the server refuses it too): no button to try.
  const soleResponsavel =
    responsavel && members.filter((m) => m.role === 'RESPONSAVEL').length === 1;

  const invite = (event: FormEvent) => {
    event.preventDefault();
    actions.invite.mutate({ email: email.trim(), role }, { onSuccess: () => setEmail('') });
  };

  return (
    <div className="grid max-h-[70vh] grid-cols-[minmax(0,1fr)] gap-6 overflow-y-auto pr-1">
      <p className="text-xs text-slate-600">{T.roleHint}</p>
      <section aria-labelledby="team-members" className="grid grid-cols-[minmax(0,1fr)] gap-2">
        <h3 id="team-members" className="text-sm font-semibold text-slate-900">
          {T.membersTitle}
        </h3>
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-2">
          {members.map((m) => {
            const self = m.userId === me.userId;
            return (
              <li
                key={m.userId}
                className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border bg-white p-3"
              >
                <div className="min-w-0 flex-1 basis-48">
                  <p className="truncate text-sm font-medium text-slate-900">
                    {m.name}
                    {self ? <span className="font-normal text-slate-500"> ({T.you})</span> : null}
                  </p>
                  <p className="truncate text-xs text-slate-600">{m.email}</p>
                </div>
                {responsavel ? (
                  <select
                    aria-label={T.changeRole(m.name)}
                    className={selectClass}
                    value={m.role}
                    disabled={actions.role.isPending}
                    onChange={(e) => {
                      const next = e.target.value as ClinicRoleValue;
                      if (next === m.role) return;
                      if (next === 'RESPONSAVEL') setPromoting(m);
                      else actions.role.mutate({ userId: m.userId, role: next });
                    }}
                  >
                    {ROLES.map((r) => (
                      <option key={r} value={r}>
                        {T.roles[r]}
                      </option>
                    ))}
                  </select>
                ) : (
                  <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
                    {T.roles[m.role]}
                  </span>
                )}
                {(responsavel && !self) || (self && !soleResponsavel) ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-700 hover:bg-red-50 hover:text-red-800"
                    onClick={() => setRemoving(m)}
                  >
                    {self ? <LogOut aria-hidden="true" /> : <UserMinus aria-hidden="true" />}
                    {self ? T.leave : T.removeMember}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>

      {responsavel ? (
        <>
          <section
            aria-labelledby="team-invitations"
            className="grid grid-cols-[minmax(0,1fr)] gap-2"
          >
            <h3 id="team-invitations" className="text-sm font-semibold text-slate-900">
              {T.invitationsTitle}
            </h3>
            {invitations.length === 0 ? (
              <p className="text-sm text-slate-600">{T.noInvitations}</p>
            ) : (
              <ul className="grid grid-cols-[minmax(0,1fr)] gap-2">
                {invitations.map((i) => (
                  <li
                    key={i.id}
                    className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed p-3"
                  >
                    <div className="min-w-0 flex-1 basis-48">
                      <p className="truncate text-sm text-slate-900">{i.email}</p>
                      <p className="text-xs text-slate-600">
                        {T.roles[i.role]} · {T.expires(formatBrDateTime(i.expiresAt))}
                        {i.invitedByName ? ` · ${T.invitedBy(i.invitedByName)}` : ''}
                      </p>
                    </div>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={actions.cancel.isPending}
                      onClick={() => actions.cancel.mutate(i.id)}
                    >
                      <X aria-hidden="true" />
                      {T.cancelInvitation}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <form
            onSubmit={invite}
            aria-labelledby="team-invite"
            className="grid gap-3 rounded-xl border bg-muted/40 p-4"
          >
            <h3 id="team-invite" className="text-sm font-semibold text-slate-900">
              {T.inviteTitle}
            </h3>
            {clinicIsMyName ? (
              <p role="note" className="text-sm text-amber-900">
                {T.inviteClinicNameIsYours(clinic.name)}{' '}
                {openDialog ? (
                  <button
                    type="button"
                    className="min-h-11 font-medium underline underline-offset-2 sm:min-h-0"
                    onClick={() => openDialog({ dialog: 'clinic' })}
                  >
                    {T.inviteNameClinic}
                  </button>
                ) : null}
              </p>
            ) : null}
            <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
              <div className="grid gap-1.5">
                <Label htmlFor="team-invite-email">{T.emailLabel}</Label>
                <Input
                  id="team-invite-email"
                  type="email"
                  required
                  autoComplete="off"
                  placeholder={T.emailPlaceholder}
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="team-invite-role">{T.roleLabel}</Label>
                <select
                  id="team-invite-role"
                  className={cn(selectClass, 'h-11')}
                  value={role}
                  onChange={(e) => setRole(e.target.value as ClinicRoleValue)}
                >
                  {ROLES.map((r) => (
                    <option key={r} value={r}>
                      {T.roles[r]}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <Button
              type="submit"
              className="justify-self-start"
              disabled={actions.invite.isPending}
            >
              {actions.invite.isPending ? <Spinner /> : <MailPlus aria-hidden="true" />}
              {actions.invite.isPending ? T.inviting : T.inviteButton}
            </Button>
          </form>

          <TeamAudit userId={userId} />
        </>
      ) : null}

      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing && actions.remove.mutate(removing.userId, { onSettled: () => setRemoving(null) })
        }
        pending={actions.remove.isPending}
        title={removing?.userId === me.userId ? T.leave : T.removeMember}
        description={
          removing?.userId === me.userId ? T.confirmLeave : T.confirmRemove(removing?.name ?? '')
        }
        confirmLabel={T.confirm}
        pendingLabel={T.confirm}
        cancelLabel={T.cancel}
      />
      <ConfirmDialog
        open={promoting !== null}
        onClose={() => setPromoting(null)}
        onConfirm={() =>
          promoting &&
          actions.role.mutate(
            { userId: promoting.userId, role: 'RESPONSAVEL' },
            { onSettled: () => setPromoting(null) },
          )
        }
        pending={actions.role.isPending}
        title={T.promoteTitle(promoting?.name ?? '')}
        description={T.promoteDescription(promoting?.name ?? '')}
        confirmLabel={T.promoteConfirm}
        pendingLabel={T.promoteConfirm}
        cancelLabel={T.promoteCancel}
        tone="default"
      />
    </div>
  );
}
