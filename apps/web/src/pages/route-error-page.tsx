import { MSG } from '@conecta/contract';
import { RotateCw } from 'lucide-react';
import { useRouteError } from 'react-router';

import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';

/** Shown instead of a blank screen when a page throws while rendering. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-6 text-center">
      <BrandLogo className="mb-6 size-14" />
      <h1 className="text-2xl font-semibold tracking-tight">{MSG.errorPage.title}</h1>
      <p className="mt-2 max-w-md text-muted-foreground">{MSG.errorPage.message}</p>
      <Button size="lg" className="mt-8" onClick={() => window.location.reload()}>
        <RotateCw aria-hidden="true" />
        {MSG.errorPage.reload}
      </Button>
    </main>
  );
}
