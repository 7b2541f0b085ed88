import { MSG } from '@conecta/contract';
import { Menu } from 'lucide-react';
import { useState } from 'react';

import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '@/components/ui/sheet';

import { DashboardNav, type DashboardNavProps } from './dashboard-nav';

/** The side menu as a drawer on phones and tablets (Escape or the close button shut it). */
export function MobileNavDrawer(props: DashboardNavProps) {
  const [open, setOpen] = useState(false);
  const M = MSG.dashboard.menu;

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="-ml-2 lg:hidden" aria-label={M.open}>
          <Menu aria-hidden="true" className="size-5" />
        </Button>
      </SheetTrigger>
      <SheetContent closeLabel={M.close} aria-describedby={undefined}>
        <div className="flex h-16 items-center gap-2.5 border-b px-5">
          <BrandLogo className="size-7" />
          <SheetTitle className="text-base text-emerald-900">{M.label}</SheetTitle>
        </div>
        <DashboardNav {...props} onNavigate={() => setOpen(false)} />
      </SheetContent>
    </Sheet>
  );
}
