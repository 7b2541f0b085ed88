import { MSG } from '@conecta/contract';
import type { ReactNode } from 'react';

import { BrandLogo } from '@/components/brand-logo';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

type DashboardHeaderProps = { userName: string; menu: ReactNode };

/** The top bar: the phone menu button, the product title and who is signed in. */
export function DashboardHeader({ userName, menu }: DashboardHeaderProps) {
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b bg-card px-4 sm:px-6">
      {menu}
      <BrandLogo className="size-8 shrink-0" />
      <h1 className="min-w-0 truncate text-base font-semibold tracking-tight text-emerald-950 sm:text-lg">
        {MSG.dashboard.productTitle}
      </h1>
      {/* On a phone the bar has room for the initials only: the name is there for screen
          readers, and the circle's `title` shows it on a long press. */}
      <div className="ml-auto flex min-w-0 items-center gap-3">
        <span
          aria-hidden="true"
          title={userName}
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-sm font-semibold text-emerald-800"
        >
          {initials(userName)}
        </span>
        {/* One name: read aloud everywhere, shown from the tablet width up. */}
        <span className="sr-only min-w-0 text-sm font-medium text-slate-700 sm:not-sr-only">
          <span title={userName} className="block max-w-xs truncate">
            {userName}
          </span>
        </span>
      </div>
    </header>
  );
}
