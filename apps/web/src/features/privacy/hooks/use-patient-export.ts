import { MSG, TOAST_MS, privacyEndpoints } from '@conecta/contract';
import { useMutation } from '@tanstack/react-query';

import { toast } from '@/components/ui/use-toast';
import { downloadUrl } from '@/lib/download-file';
import { describeFailure } from '@/lib/error-text';

import { patientExportLink } from '../api/privacy';

const P = MSG.privacy;
const fallbacks = { network: MSG.tagsAdmin.networkError, unknown: MSG.tagsAdmin.unknownError };

/**
 * 'Exportar dados do paciente': asks the server for a link good for minutes, then lets the
 * browser download it as any file (the ZIP is written while it downloads, so it never passes
 * through this page's memory, whatever its size).
 */
export function usePatientExport() {
  const mutation = useMutation({
    mutationFn: patientExportLink,
    meta: { endpoint: privacyEndpoints.exportLink },
    onMutate: () => {
      toast({ title: P.patientExporting, duration: TOAST_MS.dashboard });
    },
    onSuccess: ({ url, fileName }) => {
      downloadUrl(url, fileName);
      toast({ title: P.patientExportStarted, duration: TOAST_MS.dashboard });
    },
    onError: (error) => {
      const failure = describeFailure(P.patientExportFailed, error, fallbacks);
      if (failure) toast({ ...failure, variant: 'destructive', duration: TOAST_MS.dashboard });
    },
  });
  return { start: (chatId: string) => mutation.mutate(chatId), pending: mutation.isPending };
}
