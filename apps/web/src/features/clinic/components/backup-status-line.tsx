import { formatFileSize, MSG, type BackupStatusResponse } from '@conecta/contract';
import { useQuery } from '@tanstack/react-query';

import { FoldingSection } from '@/components/folding-section';
import { Spinner } from '@/components/ui/spinner';
import { formatBrDateTime } from '@/lib/br-date';

import { backupStatusKey, getBackupStatus } from '../api/backups';

const B = MSG.backups;

/**
 * 'Cópias de segurança' in 'Clínica': when the server's last backup was made and its size, or
 * that a later one failed. The backup is the whole server's (docs/decisions.md), so every
 * clinic's Responsável reads the same line.
 */
export function BackupStatusSection() {
  return (
    <FoldingSection title={B.title}>
      <BackupStatusBody />
    </FoldingSection>
  );
}

/** The sentences of a status, in the browser's time zone. */
export function backupStatusLines(status: BackupStatusResponse): string[] {
  if (status.kind === 'external') return [B.external];
  const lines = [
    status.last
      ? B.last(formatBrDateTime(status.last.at), formatFileSize(status.last.bytes))
      : B.none,
  ];
  if (status.failedAt) lines.push(B.failedSince(formatBrDateTime(status.failedAt)));
  return lines;
}

function BackupStatusBody() {
  const query = useQuery({
    queryKey: backupStatusKey,
    queryFn: ({ signal }) => getBackupStatus(signal),
  });
  if (query.isPending)
    return (
      <p className="flex items-center gap-2 px-4 pb-4 text-sm text-slate-600">
        <Spinner />
      </p>
    );
  if (query.isError) return <p className="px-4 pb-4 text-sm text-red-700">{B.loadFailed}</p>;
  const [first, failure] = backupStatusLines(query.data);
  return (
    <div className="grid gap-1 px-4 pb-4 text-sm text-slate-700">
      <p>{first}</p>
      {failure && <p className="text-red-700">{failure}</p>}
    </div>
  );
}
