import { MSG, TAG_NAME_MAX } from '@conecta/contract';
import type { KeyboardEvent, Ref } from 'react';

import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

type TagNameFieldProps = {
  value: string;
  onChange: (name: string) => void;
  /** Enter in the field: the form checks the name even while the button is disabled. */
  onEnter: () => void;
  inputRef: Ref<HTMLInputElement>;
  disabled?: boolean;
};

const ID = 'tag-name';

/** 'Nome da etiqueta' with its counter 'n/50' (red past the limit). */
export function TagNameField({ value, onChange, onEnter, inputRef, disabled }: TagNameFieldProps) {
  const T = MSG.tagsAdmin;
  const over = value.length > TAG_NAME_MAX;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onEnter();
  };
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={ID}>{T.nameLabel}</Label>
        <span
          id={`${ID}-counter`}
          className={cn(
            'text-xs text-muted-foreground tabular-nums',
            over && 'font-semibold text-destructive',
          )}
        >
          {T.counter(value.length, TAG_NAME_MAX)}
        </span>
      </div>
      <Input
        id={ID}
        ref={inputRef}
        value={value}
        autoComplete="off"
        placeholder={T.namePlaceholder}
        aria-describedby={`${ID}-counter`}
        aria-invalid={over || undefined}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
