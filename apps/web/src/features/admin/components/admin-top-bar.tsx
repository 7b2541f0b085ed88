import { MSG } from '@conecta/contract';
import { ShieldCheck } from 'lucide-react';

import { BrandLogo } from '@/components/brand-logo';

/** The top bar of the admin area: the product and who is signed in. */
export function AdminTopBar({ userName }: { userName: string }) {
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b bg-card px-4 sm:px-6">
      <BrandLogo className="size-8 shrink-0" />
      <p className="min-w-0 truncate text-base font-semibold tracking-tight text-emerald-950 sm:text-lg">
        {MSG.dashboard.productTitle}
      </p>
      <div className="ml-auto flex min-w-0 items-center gap-2">
        <span className="hidden items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800 sm:inline-flex">
          <ShieldCheck aria-hidden="true" className="size-3.5" />
          {MSG.adminPage.adminBadge}
        </span>
        <span className="max-w-[9rem] truncate text-sm font-medium text-slate-700 sm:max-w-xs">
          {userName}
        </span>
      </div>
    </header>
  );
}
