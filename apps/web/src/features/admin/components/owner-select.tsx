import { ADMIN_UI, type AdminUsersResponse } from '@conecta/contract';

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

/** 'Usuário' of the edit form: accounts that already have an instance cannot be chosen. */
export function OwnerSelect(props: OwnerSelectProps) {
  const { id, value, onChange, users, currentOwner, disabled, describedBy } = props;
  const options = users.some((u) => u.id === currentOwner.id)
    ? users
    : [{ ...currentOwner, hasInstance: true }, ...users];

  return (
    <Select value={value} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger id={id} aria-describedby={describedBy}>
        <SelectValue placeholder={ADMIN_UI.form.userPlaceholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((user) => {
          const taken = user.hasInstance && user.id !== currentOwner.id;
          return (
            <SelectItem key={user.id} value={user.id} disabled={taken}>
              {user.name} ({user.email}){taken ? ` · ${ADMIN_UI.form.userTaken}` : ''}
            </SelectItem>
          );
        })}
      </SelectContent>
    </Select>
  );
}
