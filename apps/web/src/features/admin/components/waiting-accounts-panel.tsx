import { MSG } from '@conecta/contract';
import { UserPlus } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

import type { WaitingAccount } from '../hooks/use-waiting-accounts';

type WaitingAccountsPanelProps = {
  accounts: WaitingAccount[] | undefined;
  failed: boolean;
  onRetry: () => void;
  onAssign: (account: WaitingAccount) => void;
};

/**
 * Not in the spec: the accounts that signed up, confirmed their e-mail and wait for
 * an instance, one 'Atribuir instância' each. Nothing is shown while it loads or when no one
 * waits, so the spec's page looks as before for a clinic that has handed out every instance.
 */
export function WaitingAccountsPanel({
  accounts,
  failed,
  onRetry,
  onAssign,
}: WaitingAccountsPanelProps) {
  const W = MSG.adminPage.waiting;
  if (failed) {
    return (
      <Card className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-5">
        <p className="text-sm text-slate-700">{W.loadFailed}</p>
        <Button size="sm" variant="outline" onClick={onRetry}>
          {MSG.adminPage.retry}
        </Button>
      </Card>
    );
  }
  if (!accounts || accounts.length === 0) return null;

  return (
    <Card className="overflow-hidden border-amber-200">
      <section aria-labelledby="waiting-accounts-title">
        <div className="flex flex-wrap items-center justify-between gap-2 border-b bg-amber-50 px-4 py-3 sm:px-5">
          <h2 id="waiting-accounts-title" className="text-sm font-semibold text-slate-800">
            {W.title}
          </h2>
          <span className="text-sm text-muted-foreground">{W.count(accounts.length)}</span>
        </div>
        <p className="px-4 pt-3 text-sm text-muted-foreground sm:px-5">{W.description}</p>
        <ul className="divide-y px-4 pb-1 sm:px-5">
          {accounts.map((account) => (
            <li key={account.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">{account.name}</p>
                <p className="text-sm break-all text-muted-foreground">{account.email}</p>
              </div>
              <Button
                size="sm"
                onClick={() => onAssign(account)}
                aria-label={W.assignAction(account.name)}
              >
                <UserPlus aria-hidden="true" />
                {W.assign}
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
