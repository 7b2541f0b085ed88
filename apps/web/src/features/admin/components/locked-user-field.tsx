import { MSG } from '@conecta/contract';
import { Lock } from 'lucide-react';

import { Label } from '@/components/ui/label';

import type { AdminUser } from '../stored-admin';
import { fieldHintId } from '../field-aria';
import { FieldHint } from './field-hint';

/** The owner of a new instance: always the signed-in admin, shown but not editable. */
export function LockedUserField({ id, admin }: { id: string; admin: AdminUser }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{MSG.adminPage.form.user}</Label>
      <div className="relative">
        <input
          id={id}
          readOnly
          aria-readonly="true"
          aria-describedby={fieldHintId(id)}
          value={admin.email ? `${admin.name} (${admin.email})` : admin.name}
          className="flex h-11 w-full min-w-0 cursor-not-allowed truncate rounded-lg border border-input bg-muted px-3 py-2 pr-10 text-base text-slate-700 outline-none focus-visible:ring-2 focus-visible:ring-ring/40 sm:text-sm"
        />
        <Lock
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
      </div>
      <FieldHint id={id}>{MSG.adminPage.form.userLockedHint}</FieldHint>
    </div>
  );
}
