import { fieldHintId } from '../field-aria';

/** The help line under a form control; the control names it in aria-describedby. */
export function FieldHint({ id, children }: { id: string; children: string }) {
  return (
    <p id={fieldHintId(id)} className="text-xs text-muted-foreground">
      {children}
    </p>
  );
}
