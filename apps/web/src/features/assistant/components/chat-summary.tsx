import { assistantEndpoints, MSG, TOAST_MS } from '@conecta/contract';
import { useMutation } from '@tanstack/react-query';
import { ScrollText, X } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { describeFailure } from '@/lib/error-text';

import { summarizeChat } from '../api/assistant';
import { useAssistantStatus } from '../hooks';

const A = MSG.assistant;
const FALLBACKS = { network: MSG.tagsAdmin.networkError, unknown: MSG.tagsAdmin.unknownError };

/**
 * 'Resumo' at the top of a chat: one small line while the clinic has the assistant on, that
 * says so when the chat is the member's (a hand-off); asked only on a click, as every use goes
 * to the provider and the month's count. The summary stays here, for the member alone.
 */
export function ChatSummary(props: { chatId: string; assignedToMe: boolean }) {
  const { enabled } = useAssistantStatus();
  const summary = useMutation({
    mutationFn: () => summarizeChat(props.chatId),
    meta: { endpoint: assistantEndpoints.summarize },
    onError: (error) => {
      const failure = describeFailure(A.summaryFailed, error, FALLBACKS);
      if (failure) toast({ ...failure, variant: 'destructive', duration: TOAST_MS.dashboard });
    },
  });
  if (!enabled) return null;

  if (summary.data)
    return (
      <section
        aria-label={A.summaryTitle}
        className="flex max-h-[40%] items-start gap-2 overflow-y-auto border-b border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-950 sm:px-4"
      >
        <ScrollText aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold">{A.summaryTitle}</h3>
          <p className="break-words whitespace-pre-wrap">{summary.data.summary}</p>
          <p className="mt-1 text-xs text-emerald-900/80">{A.summaryHint}</p>
        </div>
        <Button
          type="button"
          size="icon"
          variant="ghost"
          aria-label={A.summaryClose}
          title={A.summaryClose}
          onClick={() => summary.reset()}
          className="size-8 shrink-0"
        >
          <X aria-hidden="true" />
        </Button>
      </section>
    );

  return (
    <div className="border-b px-3 py-0.5 sm:px-4">
      <button
        type="button"
        onClick={() => summary.mutate()}
        disabled={summary.isPending}
        className="flex min-h-7 items-center gap-1.5 text-xs font-medium text-emerald-800 underline-offset-2 hover:underline disabled:opacity-60"
      >
        {summary.isPending ? <Spinner /> : <ScrollText aria-hidden="true" className="size-3.5" />}
        {summary.isPending ? A.summarizing : props.assignedToMe ? A.summaryAssigned : A.summary}
      </button>
    </div>
  );
}
