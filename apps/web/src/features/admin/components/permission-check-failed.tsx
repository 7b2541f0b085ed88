import { MSG } from '@conecta/contract';
import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

type PermissionCheckFailedProps = { message: string; onRetry: () => void };

/** The role could not be confirmed (not a 401): 'Tente novamente.' with another try. */
export function PermissionCheckFailed({ message, onRetry }: PermissionCheckFailedProps) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-4">
      <Card
        role="alert"
        className="flex w-full max-w-md flex-col items-center gap-4 px-6 py-10 text-center"
      >
        <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">
          <ShieldAlert aria-hidden="true" className="size-7" />
        </span>
        <div className="grid gap-1">
          <h1 className="text-lg font-semibold">{MSG.adminPage.permission.failedTitle}</h1>
          <p className="text-sm text-muted-foreground">{message}</p>
        </div>
        <div className="flex w-full flex-col-reverse gap-2 sm:w-auto sm:flex-row">
          <Button asChild variant="outline">
            <Link to="/dashboard">
              <ArrowLeft aria-hidden="true" />
              {MSG.adminPage.back}
            </Link>
          </Button>
          <Button onClick={onRetry}>{MSG.adminPage.permission.retry}</Button>
        </div>
      </Card>
    </main>
  );
}
