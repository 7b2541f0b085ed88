import { MSG } from '@conecta/contract';
import type { ReactNode } from 'react';

import { BrandLogo } from '@/components/brand-logo';

import { LoginHero } from './login-hero';

/** The frame of the public account screens: hero on wide screens, the form centred. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="grid min-h-dvh bg-background lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)]">
      <LoginHero />
      <main className="flex flex-col items-center justify-center bg-linear-to-b from-emerald-50/80 via-background to-background px-4 py-10 sm:px-6 lg:bg-none">
        <div className="mb-8 flex items-center gap-2.5 lg:hidden">
          <BrandLogo className="size-10" />
          <p className="text-xl font-semibold tracking-tight text-emerald-900">
            {MSG.login.heroTitle}
          </p>
        </div>
        <div className="w-full max-w-md">{children}</div>
      </main>
    </div>
  );
}
