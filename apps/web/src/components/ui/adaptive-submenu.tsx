import { ChevronLeft, ChevronRight } from 'lucide-react';
import { createContext, use, type ReactNode } from 'react';

import {
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
} from './dropdown-menu';

/**
 * On a phone a sub-menu has no room beside its menu (it ran off the screen): there the menu pages
 * instead, the sub-menu's items taking the menu's place under a '‹ title' row that goes back. The
 * menu that holds adaptive sub-menus provides the page it shows; without it they are sub-menus.
 */
export const MenuPageContext = createContext<{
  page: string | null;
  go: (page: string | null) => void;
} | null>(null);

type AdaptiveSubmenuProps = { id: string; icon: ReactNode; label: string; children: ReactNode };

export function AdaptiveSubmenu({ id, icon, label, children }: AdaptiveSubmenuProps) {
  const paging = use(MenuPageContext);
  if (!paging) {
    return (
      <DropdownMenuSub>
        <DropdownMenuSubTrigger>
          {icon}
          {label}
        </DropdownMenuSubTrigger>
        <DropdownMenuSubContent aria-label={label}>{children}</DropdownMenuSubContent>
      </DropdownMenuSub>
    );
  }
  if (paging.page === null) {
    return (
      <DropdownMenuItem
        aria-haspopup="menu"
        onSelect={(event) => {
          event.preventDefault();
          paging.go(id);
        }}
      >
        {icon}
        {label}
        <ChevronRight aria-hidden="true" className="ml-auto opacity-60" />
      </DropdownMenuItem>
    );
  }
  if (paging.page !== id) return null;
  return (
    <DropdownMenuGroup aria-label={label}>
      <DropdownMenuItem
        onSelect={(event) => {
          event.preventDefault();
          paging.go(null);
        }}
        className="font-semibold"
      >
        <ChevronLeft aria-hidden="true" />
        {label}
      </DropdownMenuItem>
      {children}
    </DropdownMenuGroup>
  );
}
