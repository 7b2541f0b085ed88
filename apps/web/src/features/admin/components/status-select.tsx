import { MSG } from '@conecta/contract';

import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';

import type { SelectableStatus } from '../instance-form';

const OPTIONS: readonly SelectableStatus[] = ['ACTIVE', 'DEACTIVATED'];

type StatusSelectProps = {
  id: string;
  value: SelectableStatus;
  onChange: (value: SelectableStatus) => void;
  disabled?: boolean;
};

/** The two statuses an admin sets: 'Ativa' (ACTIVE) and 'Desativada' (DEACTIVATED). */
export function StatusSelect({ id, value, onChange, disabled }: StatusSelectProps) {
  return (
    <Select
      value={value}
      onValueChange={(next) => onChange(next as SelectableStatus)}
      disabled={disabled}
    >
      <SelectTrigger id={id}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {OPTIONS.map((status) => (
          <SelectItem key={status} value={status}>
            {MSG.adminPage.form.statusOptions[status]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
