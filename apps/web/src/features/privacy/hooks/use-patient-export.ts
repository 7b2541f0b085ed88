import { MSG, TOAST_MS, zPatientExportResponse } from '@conecta/contract';
import { useMutation } from '@tanstack/react-query';

import { toast } from '@/components/ui/use-toast';
import { describeFailure } from '@/lib/error-text';
import { request } from '@/lib/http';

const P = MSG.privacy;
const fallbacks = { network: MSG.tagsAdmin.networkError, unknown: MSG.tagsAdmin.unknownError };

/**
 * 'Exportar dados do paciente': asks the server for a link good for minutes, then lets the
 * browser download it as any file (the ZIP is written while it downloads, so it never passes
 * through this page's memory, whatever its size).
 */
export function usePatientExport() {
  const mutation = useMutation({
    mutationFn: (chatId: string) =>
      request(`/dashboard/chats/${encodeURIComponent(chatId)}/export`, {
        method: 'POST',
        schema: zPatientExportResponse,
      }),
    onMutate: () => {
      toast({ title: P.patientExporting, duration: TOAST_MS.dashboard });
    },
    onSuccess: ({ url, fileName }) => {
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.rel = 'noopener';
      document.body.append(link);
      link.click();
      link.remove();
      toast({ title: P.patientExportStarted, duration: TOAST_MS.dashboard });
    },
    onError: (error) => {
      const failure = describeFailure(P.patientExportFailed, error, fallbacks);
      if (failure) toast({ ...failure, variant: 'destructive', duration: TOAST_MS.dashboard });
    },
  });
  return { start: (chatId: string) => mutation.mutate(chatId), pending: mutation.isPending };
}
