import { useRef, useState, type ReactNode } from 'react';

import type { MenuItemId } from '../dashboard-menu';
import { DashboardHeader } from './dashboard-header';
import { DashboardNav, type DashboardNavProps } from './dashboard-nav';
import { ManageDialogs } from './manage-dialogs';
import { MobileNavDrawer } from './mobile-nav-drawer';

/** The nav's props but the choice of an entry, which the layout handles (it opens the dialog). */
type LayoutNavProps = Omit<DashboardNavProps, 'onSelect'>;

type DashboardLayoutProps = { userName: string; nav: LayoutNavProps; children: ReactNode };

/**
 * Top bar over a side menu (a drawer below lg) and the main content. The menu entries
 * ('Gerenciar Etiquetas', 'Rotinas Automáticas', 'Textos Pré-Configurados', 'Configurações')
 * open their dialogs here.
 */
export function DashboardLayout({ userName, nav, children }: DashboardLayoutProps) {
  const [dialog, setDialog] = useState<MenuItemId | null>(null);
  // The menu entry that opened the dialog gets focus back when it closes.
  const opener = useRef<HTMLElement | null>(null);
  const navProps: DashboardNavProps = {
    ...nav,
    onSelect: (id: MenuItemId) => {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setDialog(id);
    },
  };
  const returnFocus = (event: Event) => {
    const target = opener.current;
    opener.current = null;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <DashboardHeader userName={userName} menu={<MobileNavDrawer {...navProps} />} />
      <div className="flex flex-1">
        <aside className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-64 shrink-0 flex-col border-r bg-card lg:flex">
          <DashboardNav {...navProps} />
        </aside>
        <main className="min-w-0 flex-1 px-4 py-6 sm:px-6 sm:py-8 lg:px-10 lg:py-10">
          {children}
        </main>
      </div>
      <ManageDialogs open={dialog} onClose={() => setDialog(null)} onCloseAutoFocus={returnFocus} />
    </div>
  );
}
