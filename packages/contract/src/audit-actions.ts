/**
 * Every action the server writes to the audit log. The server's writers take only these (a
 * typed parameter), and the activity log's labels are a record over them, so a new action cannot
 * reach 'Registro de atividades' as a raw code ('waitingList.offer') without a pt-BR label.
 */
export const AUDIT_ACTIONS = [
  'team.invite',
  'team.invite_cancel',
  'team.join',
  'team.remove',
  'team.leave',
  'team.role',
  'clinic.rename',
  'chat.move',
  'chat.assign',
  'chat.opt_out_cleared',
  'chat.consent_recorded',
  'chat.consent_withdrawn',
  'chat.merge',
  'chat.unmerge',
  'message.send',
  'note.edit',
  'note.delete',
  'waitingList.offer',
  'appointment.attendance',
  'appointment.restore',
  'auth.password_reset',
  'profile.email_change',
  'profile.password_change',
  'instance.create',
  'instance.update',
  'instance.provider-switch',
  'instance.delete',
  'instance.reveal',
  'apiKey.create',
  'apiKey.revoke',
  'webhookEndpoint.create',
  'webhookEndpoint.update',
  'webhookEndpoint.rotate',
  'webhookEndpoint.enable',
  'webhookEndpoint.delete',
  'webhookEndpoint.resend',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function isAuditAction(value: string): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}
