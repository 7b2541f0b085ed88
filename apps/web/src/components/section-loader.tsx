import { cn } from '@/lib/utils';

import { Spinner } from './ui/spinner';

/** A wait inside a page section, with a visible, announced label. */
export function SectionLoader({ label, className }: { label: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn(
        'flex min-h-64 items-center justify-center gap-3 text-muted-foreground',
        className,
      )}
    >
      <Spinner className="size-6 text-primary" />
      <span className="text-sm font-medium">{label}</span>
    </div>
  );
}
