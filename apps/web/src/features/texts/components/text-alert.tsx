import { CircleAlert } from 'lucide-react';

import { Alert } from '@/components/ui/alert';

type TextAlertProps = { title: string; description?: string; id?: string };

/** An inline destructive alert, announced at once (role alert). */
export function TextAlert({ title, description, id }: TextAlertProps) {
  return (
    <Alert id={id} variant="destructive" role="alert">
      <CircleAlert aria-hidden="true" />
      <div className="grid gap-0.5">
        <p className="font-semibold">{title}</p>
        {description ? <p>{description}</p> : null}
      </div>
    </Alert>
  );
}
