import type { ChatTag } from '@conecta/contract';

import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** A tag in its colour: a tinted chip with a dot, the name in dark text so it stays legible. */
export function TagBadge({ tag, className }: { tag: ChatTag; className?: string }) {
  return (
    <Badge
      variant="outline"
      className={cn('max-w-40 text-slate-800', className)}
      style={{ borderColor: `${tag.color}66`, backgroundColor: `${tag.color}1a` }}
    >
      <span
        aria-hidden="true"
        className="size-2 shrink-0 rounded-full"
        style={{ backgroundColor: tag.color }}
      />
      <span className="truncate">{tag.name}</span>
    </Badge>
  );
}
