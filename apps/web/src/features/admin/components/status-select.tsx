import { INSTANCE_ADMIN_STATUSES, type InstanceAdminStatus, MSG } from '@conecta/contract';

import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';

type StatusSelectProps = {
  id: string;
  value: InstanceAdminStatus;
  onChange: (value: InstanceAdminStatus) => void;
  disabled?: boolean;
};

/** The two statuses an admin sets: 'Ativa' (ACTIVE) and 'Desativada' (DEACTIVATED). */
export function StatusSelect({ id, value, onChange, disabled }: StatusSelectProps) {
  return (
    <Select
      value={value}
      onValueChange={(next) => onChange(next as InstanceAdminStatus)}
      disabled={disabled}
    >
      <SelectTrigger id={id}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {INSTANCE_ADMIN_STATUSES.map((status) => (
          <SelectItem key={status} value={status}>
            {MSG.adminPage.form.statusOptions[status]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
