import { MSG } from '@conecta/contract';

import { TextLink } from '@/components/ui/text-link';

/** A link that expired, was cancelled or was used: what to do instead. */
export function InvitationInvalid() {
  return (
    <div role="alert" className="grid gap-3 text-center">
      <h1 className="text-lg font-semibold text-slate-900">{MSG.invitation.invalid}</h1>
      <p className="text-sm text-slate-600">{MSG.invitation.invalidDescription}</p>
      <TextLink to="/login">{MSG.invitation.goToLogin}</TextLink>
    </div>
  );
}
