import { Spinner } from './ui/spinner';

/** A whole-screen wait with a visible, announced label. */
export function PageLoader({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="flex min-h-dvh items-center justify-center gap-3 text-muted-foreground"
    >
      <Spinner className="size-6 text-primary" />
      <span className="text-sm font-medium">{label}</span>
    </div>
  );
}
