import { MSG, progressLabel, type Progress as SyncProgress } from '@conecta/contract';
import { RefreshCw } from 'lucide-react';

import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';

/** The loading-progress screen shown while the chats synchronise. */
export function SyncProgressScreen({ progress }: { progress: SyncProgress }) {
  const C = MSG.connection;
  const { percentage, loaded, total } = progress;
  return (
    <Card className="mx-auto w-full max-w-xl overflow-hidden">
      <div className="flex flex-col items-center gap-6 px-6 py-10 text-center sm:px-12 sm:py-12">
        <span className="flex size-16 items-center justify-center rounded-2xl bg-emerald-100 text-emerald-700">
          <RefreshCw aria-hidden="true" className="size-8 animate-spin [animation-duration:2.5s]" />
        </span>
        <div className="grid max-w-md gap-2">
          <h2 className="text-xl font-semibold tracking-tight text-balance">{C.syncTitle}</h2>
          <p className="text-sm text-muted-foreground">{C.syncDescription}</p>
        </div>
        <div className="grid w-full gap-3">
          <Progress value={percentage} aria-label={C.syncProgressLabel} />
          <div className="flex items-center justify-between gap-4 text-sm">
            <p role="status" className="font-medium text-emerald-800">
              {progressLabel(percentage)}
            </p>
            <p className="shrink-0 font-semibold text-slate-700 tabular-nums">{percentage}%</p>
          </div>
          <p className="text-sm text-muted-foreground tabular-nums">{C.syncCount(loaded, total)}</p>
        </div>
      </div>
    </Card>
  );
}
