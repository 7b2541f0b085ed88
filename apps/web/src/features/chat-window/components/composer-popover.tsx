import type { ComponentProps, ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

type ComposerPopoverProps = {
  /** The button's accessible name and tooltip. */
  label: string;
  icon: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  disabled?: boolean | undefined;
  /** Where focus goes when the panel closes (the message field), instead of the button. */
  onClosed: () => void;
  contentProps: Omit<ComponentProps<typeof PopoverContent>, 'side' | 'onCloseAutoFocus'>;
  children: ReactNode;
};

/** Whether focus is inside a panel that is open now (Radix marks its content `data-state`). */
function focusIsInOpenPanel(): boolean {
  const active = document.activeElement;
  return !!active?.closest('[data-radix-popper-content-wrapper] [data-state="open"]');
}

/** An icon button of the message composer with a panel above it (emoji, ready-made texts). */
export function ComposerPopover({
  label,
  icon,
  open,
  onOpenChange,
  disabled,
  onClosed,
  contentProps,
  children,
}: ComposerPopoverProps) {
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <Tooltip>
        <TooltipTrigger asChild>
          <PopoverTrigger asChild>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={label}
              disabled={disabled}
              className="text-slate-600 [&_svg]:size-5"
            >
              {icon}
            </Button>
          </PopoverTrigger>
        </TooltipTrigger>
        <TooltipContent>{label}</TooltipContent>
      </Tooltip>
      <PopoverContent
        side="top"
        {...contentProps}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          // The close animation can end after the user already opened the other panel (a busy
          // machine makes it slow): moving focus then would close that panel as "focus outside".
          if (!focusIsInOpenPanel()) onClosed();
        }}
      >
        {children}
      </PopoverContent>
    </Popover>
  );
}
