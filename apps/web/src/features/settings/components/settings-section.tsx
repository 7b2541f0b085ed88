import { useId, type ReactNode } from 'react';

import { cn } from '@/lib/utils';

type SettingsSectionProps = {
  title: string;
  description?: string;
  /** A part inside another section: a smaller heading and a rule above, no card. */
  nested?: boolean;
  children: ReactNode;
};

/** A titled part of the Settings dialog; screen readers list it as a region with its title. */
export function SettingsSection({ title, description, nested, children }: SettingsSectionProps) {
  const id = useId();
  const Heading = nested ? 'h4' : 'h3';
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'grid grid-cols-[minmax(0,1fr)] gap-4',
        nested ? 'border-t pt-5' : 'rounded-xl border p-4 sm:p-5',
      )}
    >
      <div className="grid gap-1">
        <Heading
          id={id}
          className={cn('font-semibold text-slate-800', nested ? 'text-sm' : 'text-base')}
        >
          {title}
        </Heading>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
