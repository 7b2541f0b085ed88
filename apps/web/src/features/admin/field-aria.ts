import { fieldErrorId } from '@/components/ui/form-field';

export function fieldHintId(id: string): string {
  return `${id}-hint`;
}

/** aria-invalid and aria-describedby of a control with an optional hint and error. */
export function fieldAria(id: string, { hint, error }: { hint?: boolean; error?: string }) {
  const describedBy = [hint ? fieldHintId(id) : null, error ? fieldErrorId(id) : null]
    .filter(Boolean)
    .join(' ');
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
}
