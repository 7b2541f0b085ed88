import { assistantEndpoints, MSG, TOAST_MS } from '@conecta/contract';
import { useMutation } from '@tanstack/react-query';

import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { describeFailure } from '@/lib/error-text';

import { transcribeAudio } from '../api/assistant';
import { useAssistantStatus } from '../hooks';

const A = MSG.assistant;
const FALLBACKS = { network: MSG.tagsAdmin.networkError, unknown: MSG.tagsAdmin.unknownError };

/**
 * Under a voice note: its text once transcribed, or 'Transcrever' while the clinic has the
 * assistant on (the text then arrives with the chat's messages, for everyone in it).
 */
export function VoiceNoteTranscript(props: {
  chatId: string;
  id: string;
  transcript: string | null;
  hasAudio: boolean;
}) {
  const { canTranscribe } = useAssistantStatus();
  const transcribe = useMutation({
    mutationFn: () => transcribeAudio(props.chatId, props.id),
    meta: { endpoint: assistantEndpoints.transcribe },
    onError: (error) => {
      const failure = describeFailure(A.transcribeFailed, error, FALLBACKS);
      if (failure) toast({ ...failure, variant: 'destructive', duration: TOAST_MS.dashboard });
    },
  });
  const text = props.transcript ?? transcribe.data?.transcript ?? null;
  if (text)
    return (
      <p className="mt-1 max-w-60 text-sm whitespace-pre-wrap text-slate-800">
        <span className="sr-only">{A.transcriptLabel}: </span>
        {text}
      </p>
    );
  if (!canTranscribe || !props.hasAudio) return null;
  return (
    <button
      type="button"
      onClick={() => transcribe.mutate()}
      disabled={transcribe.isPending}
      className="mt-1 flex items-center gap-1 text-xs font-medium text-emerald-800 underline-offset-2 hover:underline disabled:opacity-60"
    >
      {transcribe.isPending ? <Spinner /> : null}
      {transcribe.isPending ? A.transcribing : A.transcribe}
    </button>
  );
}
