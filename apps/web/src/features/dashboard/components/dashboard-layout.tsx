import { MSG } from '@conecta/contract';
import { useCallback, useRef, useState, type ReactNode } from 'react';

import { OpenManageDialogContext, type ManageDialogRequest } from '@/lib/open-manage-dialog';

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
 * open their dialogs here, and so does a request from inside the page (OpenManageDialogContext).
 */
export function DashboardLayout({ userName, nav, children }: DashboardLayoutProps) {
  const [dialog, setDialog] = useState<MenuItemId | null>(null);
  const [startNew, setStartNew] = useState(false);
  // The menu entry (or the field) that opened the dialog gets focus back when it closes.
  const opener = useRef<HTMLElement | null>(null);
  const openDialog = useCallback((id: MenuItemId, fresh = false) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setStartNew(fresh);
    setDialog(id);
  }, []);
  const request = useCallback(
    (r: ManageDialogRequest) => openDialog(r.dialog, r.dialog === 'texts' && r.startNew === true),
    [openDialog],
  );
  const navProps: DashboardNavProps = { ...nav, onSelect: (id: MenuItemId) => openDialog(id) };
  const returnFocus = (event: Event) => {
    const target = opener.current;
    opener.current = null;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {MSG.dashboard.skipToContent}
      </a>
      <DashboardHeader userName={userName} menu={<MobileNavDrawer {...navProps} />} />
      <div className="flex flex-1">
        <aside className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-64 shrink-0 flex-col border-r bg-card lg:flex">
          <DashboardNav {...navProps} />
        </aside>
        <main
          id="conteudo"
          tabIndex={-1}
          className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8 lg:px-10 lg:py-10"
        >
          <OpenManageDialogContext.Provider value={request}>
            {children}
          </OpenManageDialogContext.Provider>
        </main>
      </div>
      {/* A dialog may open another ('Rotinas Automáticas' points to 'Clínica'). */}
      <OpenManageDialogContext.Provider value={request}>
        <ManageDialogs
          open={dialog}
          startNew={startNew}
          onClose={() => setDialog(null)}
          onCloseAutoFocus={returnFocus}
        />
      </OpenManageDialogContext.Provider>
    </div>
  );
}
