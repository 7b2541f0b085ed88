import { MSG } from '@conecta/contract';
import { ArrowLeft, Plus, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

type AdminPageHeaderProps = {
  reloading: boolean;
  onReload: () => void;
  onCreate: () => void;
};

/** Back to the dashboard, the title, and the page actions ('Recarregar', 'Nova Instância'). */
export function AdminPageHeader({ reloading, onReload, onCreate }: AdminPageHeaderProps) {
  return (
    <div className="grid gap-4">
      <Button asChild variant="ghost" size="sm" className="-ml-3 w-fit text-slate-700">
        <Link to="/dashboard">
          <ArrowLeft aria-hidden="true" />
          {MSG.adminPage.back}
        </Link>
      </Button>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight text-emerald-950 sm:text-3xl">
            {MSG.adminPage.title}
          </h1>
          <p className="text-sm text-muted-foreground sm:text-base">{MSG.adminPage.subtitle}</p>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:shrink-0">
          <Button variant="outline" onClick={onReload} disabled={reloading} aria-busy={reloading}>
            <RefreshCw aria-hidden="true" className={cn(reloading && 'animate-spin')} />
            {MSG.adminPage.reload}
          </Button>
          <Button onClick={onCreate}>
            <Plus aria-hidden="true" />
            {MSG.adminPage.newInstance}
          </Button>
        </div>
      </div>
    </div>
  );
}
