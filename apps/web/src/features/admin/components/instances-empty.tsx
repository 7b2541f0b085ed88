import { MSG } from '@conecta/contract';
import { Plus, ServerCog } from 'lucide-react';

import { Button } from '@/components/ui/button';

/** No instance exists yet. */
export function InstancesEmpty({ onCreate }: { onCreate: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-emerald-50 text-emerald-600">
        <ServerCog aria-hidden="true" className="size-7" />
      </span>
      <h3 className="text-base font-semibold">{MSG.adminPage.emptyTitle}</h3>
      <p className="max-w-sm text-sm text-muted-foreground">{MSG.adminPage.emptyDescription}</p>
      <Button onClick={onCreate} className="mt-2">
        <Plus aria-hidden="true" />
        {MSG.adminPage.newInstance}
      </Button>
    </div>
  );
}
