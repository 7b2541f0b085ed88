import { type AdminUsersResponse, MSG } from '@conecta/contract';

import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';

type AdminUserOption = AdminUsersResponse['users'][number];

type OwnerSelectProps = {
  id: string;
  value: string;
  onChange: (userId: string) => void;
  /** The accounts to choose from; the current owner is always among the options. */
  users: AdminUserOption[];
  currentOwner: { id: string; name: string; email: string };
  disabled?: boolean;
  describedBy?: string;
};

/**
 * 'Usuário' of the edit form. An account that has not confirmed its e-mail cannot be chosen, and
 * says why; one that already has an instance can (a clinic may have several numbers, issue 48),
 * and says that this one becomes its clinic's additional number.
 */
export function OwnerSelect(props: OwnerSelectProps) {
  const { id, value, onChange, users, currentOwner, disabled, describedBy } = props;
  const options = users.some((u) => u.id === currentOwner.id)
    ? users
    : [{ ...currentOwner, hasInstance: true, confirmed: true }, ...users];

  return (
    <Select value={value} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger id={id} aria-describedby={describedBy}>
        <SelectValue placeholder={MSG.adminPage.form.userPlaceholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((user) => {
          const isOwner = user.id === currentOwner.id;
          const taken = user.hasInstance && !isOwner;
          const unconfirmed = !user.confirmed && !isOwner;
          const why = taken
            ? MSG.adminPage.form.userTaken
            : unconfirmed
              ? MSG.adminPage.form.userUnconfirmed
              : null;
          return (
            <SelectItem key={user.id} value={user.id} disabled={unconfirmed}>
              {user.name} ({user.email}){why ? ` · ${why}` : ''}
            </SelectItem>
          );
        })}
      </SelectContent>
    </Select>
  );
}
