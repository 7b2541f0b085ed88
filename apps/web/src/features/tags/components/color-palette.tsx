import { MSG } from '@conecta/contract';
import { Check } from 'lucide-react';
import { useId } from 'react';

import { RadioGroup, RadioGroupIndicator, RadioGroupItem } from '@/components/ui/radio-group';

import { PALETTE } from '../tag-palette';

type ColorPaletteProps = {
  value: string;
  onChange: (color: string) => void;
  disabled?: boolean;
};

/**
 * The ten swatches as one radio group named 'Cor da etiqueta': Tab reaches the chosen colour,
 * the arrow keys move and choose, each swatch is named in pt-BR ('verde', 'violeta'...).
 */
export function ColorPalette({ value, onChange, disabled }: ColorPaletteProps) {
  const labelId = useId();
  const chosen = PALETTE.find((c) => c.value === value);
  return (
    <div className="grid gap-2.5">
      <div className="flex items-baseline justify-between gap-2">
        <span id={labelId} className="text-sm leading-none font-medium">
          {MSG.tagsAdmin.colorLabel}
        </span>
        {chosen ? (
          <span aria-hidden="true" className="text-xs text-muted-foreground capitalize">
            {chosen.name}
          </span>
        ) : null}
      </div>
      <RadioGroup
        aria-labelledby={labelId}
        value={value}
        onValueChange={onChange}
        disabled={disabled}
        className="grid w-fit grid-cols-5 gap-2.5 sm:grid-cols-10 sm:gap-2"
      >
        {PALETTE.map((color) => (
          <RadioGroupItem
            key={color.value}
            value={color.value}
            aria-label={color.name}
            // Arrow keys move focus; choosing on focus keeps selection with it however fast the
            // keys are pressed (Radix only selects while the arrow key is still held down).
            onFocus={() => color.value !== value && onChange(color.value)}
            className="flex size-9 items-center justify-center rounded-full shadow-sm ring-offset-2 ring-offset-card transition-transform hover:scale-105 data-[state=checked]:ring-2 data-[state=checked]:ring-slate-800"
            style={{ backgroundColor: color.value }}
          >
            <RadioGroupIndicator>
              <Check aria-hidden="true" className="size-4 text-white drop-shadow" strokeWidth={3} />
            </RadioGroupIndicator>
          </RadioGroupItem>
        ))}
      </RadioGroup>
    </div>
  );
}
