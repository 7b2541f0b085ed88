import { type ClinicRoleValue, MSG, type ProviderKindValue, type Role } from '@conecta/contract';
import { ChartColumn, LayoutDashboard, LogOut, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

import { MENU_ITEMS, type MenuItemId } from '../dashboard-menu';

export type DashboardNavProps = {
  role: Role;
  /** The role in the clinic; an Atendente does not see the Responsável's entries. */
  clinicRole?: ClinicRoleValue | undefined;
  /** The provider of the clinic's number (the session's `clinic.provider`); null: none yet. */
  provider?: ProviderKindValue | null | undefined;
  onSelect: (id: MenuItemId) => void;
  onLogout: () => void;
  logoutPending: boolean;
  /** Called after any entry is chosen (the phone drawer closes itself). */
  onNavigate?: () => void;
  className?: string;
};

const itemClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium text-slate-700 transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60 [&_svg]:size-[1.125rem] [&_svg]:shrink-0';

export function DashboardNav(props: DashboardNavProps) {
  const { role, clinicRole, onSelect, onLogout, logoutPending, onNavigate, className } = props;
  const items = MENU_ITEMS.filter(
    (i) =>
      (!i.responsavelOnly || clinicRole !== 'ATENDENTE') &&
      (!i.cloudApiOnly || props.provider === 'cloud-api'),
  );
  const M = MSG.dashboard.menu;

  return (
    <nav aria-label={M.label} className={cn('flex flex-1 flex-col gap-2 p-3', className)}>
      <ul className="grid gap-1">
        {items.map(({ id, label, icon: Icon }) => (
          <li key={id}>
            <button
              type="button"
              className={itemClass}
              onClick={() => {
                onNavigate?.();
                onSelect(id);
              }}
            >
              <Icon aria-hidden="true" className="text-emerald-600" />
              {label}
            </button>
          </li>
        ))}
        {/* Every member: the Responsável sees the clinic's figures, an Atendente their own. */}
        <li>
          <Link to="/dashboard" className={itemClass} onClick={onNavigate}>
            <LayoutDashboard aria-hidden="true" className="text-emerald-600" />
            {M.board}
          </Link>
        </li>
        <li>
          <Link to="/relatorios" className={itemClass} onClick={onNavigate}>
            <ChartColumn aria-hidden="true" className="text-emerald-600" />
            {M.reports}
          </Link>
        </li>
        {role === 'ADMIN' ? (
          <li>
            <Link to="/admin" className={itemClass} onClick={onNavigate}>
              <ShieldCheck aria-hidden="true" className="text-emerald-600" />
              {M.admin}
            </Link>
          </li>
        ) : null}
      </ul>
      <div className="mt-auto border-t pt-2">
        <button
          type="button"
          className={cn(itemClass, 'text-red-700 hover:bg-red-50 hover:text-red-800')}
          onClick={onLogout}
          disabled={logoutPending}
        >
          {logoutPending ? <Spinner /> : <LogOut aria-hidden="true" />}
          {M.logout}
        </button>
      </div>
    </nav>
  );
}
