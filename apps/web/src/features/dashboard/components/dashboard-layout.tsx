import { useRef, useState, type ReactNode } from 'react';

import { isManageDialog, type ManageDialogId, type MenuItemId } from '../dashboard-menu';
import { DashboardHeader } from './dashboard-header';
import { DashboardNav, type DashboardNavProps } from './dashboard-nav';
import { ManageDialogs } from './manage-dialogs';
import { MobileNavDrawer } from './mobile-nav-drawer';

type DashboardLayoutProps = { userName: string; nav: DashboardNavProps; children: ReactNode };

/**
 * Top bar over a side menu (a drawer below lg) and the main content. 'Gerenciar Etiquetas',
 * 'Rotinas Automáticas', 'Textos Pré-Configurados' and 'Configurações' open their dialogs here;
 * any other entry goes to `nav.onSelect`.
 */
export function DashboardLayout({ userName, nav, children }: DashboardLayoutProps) {
  const [dialog, setDialog] = useState<ManageDialogId | null>(null);
  // The menu entry that opened the dialog gets focus back when it closes.
  const opener = useRef<HTMLElement | null>(null);
  const navProps: DashboardNavProps = {
    ...nav,
    onSelect: (id: MenuItemId) => {
      if (!isManageDialog(id)) return nav.onSelect(id);
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
