import type { ReactNode } from 'react';

import { cn } from '@/lib/utils';

import { FieldError } from './field-error';
import { Label } from './label';

type FormFieldProps = {
  id: string;
  label: string;
  error?: string | null;
  /** Shown on the label's row, on the right (a link such as "Esqueceu sua senha?"). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
};

/**
 * A label, a control and its error. The control needs `id`, and when there is an error
 * `aria-invalid` and `aria-describedby={fieldErrorId(id)}`.
 */
export function FormField({ id, label, error, aside, className, children }: FormFieldProps) {
  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {aside}
      </div>
      {children}
      <FieldError id={fieldErrorId(id)}>{error}</FieldError>
    </div>
  );
}

export function fieldErrorId(id: string): string {
  return `${id}-error`;
}
