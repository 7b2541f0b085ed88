import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';

type IconActionProps = {
  /** The accessible name, also shown as a tooltip on hover and keyboard focus. */
  label: string;
  onClick: () => void;
  tone?: 'default' | 'danger';
  disabled?: boolean;
  children: ReactNode;
};

/** A small icon button for a row's action ('Editar', 'Remover'), named and with a tooltip. */
export function IconAction({
  label,
  onClick,
  tone = 'default',
  disabled,
  children,
}: IconActionProps) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={label}
          disabled={disabled}
          onClick={onClick}
          className={cn(
            'size-9',
            tone === 'danger'
              ? 'text-red-600 hover:bg-red-50 hover:text-red-700'
              : 'text-slate-600 hover:text-emerald-800',
          )}
        >
          {children}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}
