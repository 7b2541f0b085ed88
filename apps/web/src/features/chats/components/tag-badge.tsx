import type { ChatTag } from '@conecta/contract';

import { Badge } from '@/components/ui/badge';

/** A tag in its colour: a tinted chip with a dot, the name in dark text so it stays legible. */
export function TagBadge({ tag }: { tag: ChatTag }) {
  return (
    <Badge
      variant="outline"
      className="max-w-40 text-slate-800"
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
