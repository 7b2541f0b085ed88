import { MSG, PROVIDER_KINDS, type ProviderKindValue } from '@conecta/contract';

import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';

type ProviderSelectProps = {
  id: string;
  value: ProviderKindValue;
  onChange: (value: ProviderKindValue) => void;
  disabled?: boolean;
  /** The id of the help line under it, when there is one. */
  describedBy?: string | undefined;
};

/** 'Provedor': Z-API (QR Code) or Meta's official Cloud API. */
export function ProviderSelect({
  id,
  value,
  onChange,
  disabled,
  describedBy,
}: ProviderSelectProps) {
  return (
    <Select
      value={value}
      onValueChange={(next) => onChange(next as ProviderKindValue)}
      disabled={disabled}
    >
      <SelectTrigger id={id} aria-describedby={describedBy}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {PROVIDER_KINDS.map((kind) => (
          <SelectItem key={kind} value={kind}>
            {MSG.adminPage.form.providerOptions[kind]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
