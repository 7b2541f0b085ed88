import type { ReactNode } from 'react';

import { DashboardHeader } from './dashboard-header';
import { DashboardNav, type DashboardNavProps } from './dashboard-nav';
import { MobileNavDrawer } from './mobile-nav-drawer';

type DashboardLayoutProps = { userName: string; nav: DashboardNavProps; children: ReactNode };

/** Top bar over a side menu (a drawer below lg) and the main content. */
export function DashboardLayout({ userName, nav, children }: DashboardLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <DashboardHeader userName={userName} menu={<MobileNavDrawer {...nav} />} />
      <div className="flex flex-1">
        <aside className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-64 shrink-0 flex-col border-r bg-card lg:flex">
          <DashboardNav {...nav} />
        </aside>
        <main className="min-w-0 flex-1 px-4 py-6 sm:px-6 sm:py-8 lg:px-10 lg:py-10">
          {children}
        </main>
      </div>
    </div>
  );
}
