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
};

/** 'Provedor': Z-API (QR Code) or Meta's official Cloud API. */
export function ProviderSelect({ id, value, onChange, disabled }: ProviderSelectProps) {
  return (
    <Select
      value={value}
      onValueChange={(next) => onChange(next as ProviderKindValue)}
      disabled={disabled}
    >
      <SelectTrigger id={id}>
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
