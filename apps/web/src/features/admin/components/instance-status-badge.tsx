import type { InstanceBadge } from '@conecta/contract';

import { Badge } from '@/components/ui/badge';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';

import { statusBadge } from '../instance-status';

/** The coloured status of an instance; hover or focus explains it, screen readers read it. */
export function InstanceStatusBadge({ status }: { status: InstanceBadge }) {
  const { label, description, className, dotClassName } = statusBadge(status);
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Badge
          tabIndex={0}
          data-status={status}
          className={cn(
            'cursor-help outline-none focus-visible:ring-2 focus-visible:ring-ring',
            className,
          )}
        >
          <span aria-hidden="true" className={cn('size-1.5 rounded-full', dotClassName)} />
          {label}
          <span className="sr-only">. {description}</span>
        </Badge>
      </TooltipTrigger>
      <TooltipContent aria-hidden="true">{description}</TooltipContent>
    </Tooltip>
  );
}
