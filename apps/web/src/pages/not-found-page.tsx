import { MSG } from '@conecta/contract';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';

export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-linear-to-b from-emerald-50 to-background px-6 text-center">
      <BrandLogo className="mb-6 size-14 opacity-90" />
      <h1 className="text-6xl font-bold tracking-tight text-emerald-700">{MSG.notFound.title}</h1>
      <p className="mt-3 text-xl text-muted-foreground">{MSG.notFound.message}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          {MSG.notFound.back}
        </Link>
      </Button>
    </main>
  );
}
