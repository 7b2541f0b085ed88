import { MSG } from '@conecta/contract';
import { useQuery } from '@tanstack/react-query';

import { useSessionClinic } from '@/features/session';
import { useOpenManageDialog } from '@/lib/open-manage-dialog';
import { cn } from '@/lib/utils';

import { automaticKeys, getAutomaticTemplates } from '../api/whatsapp-templates-api';

const C = MSG.cloudApi;

/**
 * On a Cloud API number with no template chosen for reminders: every reminder due once a chat's
 * 24-hour window closed waits for the patient to write, which nobody saw from 'Consultas' or the
 * board. Says so, with a way to choose one (the Responsável's) or whom to ask.
 */
export function RemindersTemplateNotice({ className }: { className?: string }) {
  const clinic = useSessionClinic();
  const cloud = clinic?.provider === 'cloud-api';
  const openDialog = useOpenManageDialog();
  const query = useQuery({
    queryKey: automaticKeys.all,
    queryFn: ({ signal }) => getAutomaticTemplates(signal),
    enabled: cloud,
    retry: false,
  });
  if (!cloud || !query.data || query.data.automatic.reminders !== null) return null;
  const canChoose = clinic.role === 'RESPONSAVEL' && openDialog !== null;
  return (
    <p
      role="note"
      className={cn(
        'rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900',
        className,
      )}
    >
      {C.remindersNoTemplate}{' '}
      {canChoose ? (
        <button
          type="button"
          className="min-h-11 font-medium underline underline-offset-2 sm:min-h-0"
          onClick={() => openDialog({ dialog: 'templates' })}
        >
          {C.remindersNoTemplateLink}
        </button>
      ) : (
        C.remindersNoTemplateAsk
      )}
    </p>
  );
}
