import { MSG, type User } from '@conecta/contract';

import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const P = MSG.profile;

/** E-mail, account type and status ('Ativo' once the e-mail is confirmed, else 'Pendente'). */
export function AccountSummary({ user }: { user: User }) {
  const rows = [
    { term: P.emailLabel, value: <span className="break-all">{user.email}</span> },
    { term: P.roleLabel, value: P.roles[user.role] },
    {
      term: P.statusLabel,
      value: (
        <Badge
          variant="outline"
          className={cn(
            user.confirmed
              ? 'border-emerald-200 bg-emerald-50 text-emerald-800'
              : 'border-amber-200 bg-amber-50 text-amber-800',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'size-1.5 rounded-full',
              user.confirmed ? 'bg-emerald-500' : 'bg-amber-500',
            )}
          />
          {user.confirmed ? P.active : P.pending}
        </Badge>
      ),
    },
  ];
  return (
    <dl className="grid gap-3 rounded-lg bg-muted/50 p-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
      {rows.map(({ term, value }) => (
        <div key={term} className="grid gap-1 sm:col-span-2 sm:grid-cols-subgrid sm:items-center">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="min-w-0 font-medium text-slate-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
