import { MSG, TOAST_MS } from '@conecta/contract';
import { Sparkles, Square } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { describeFailure } from '@/lib/error-text';
import { NetworkError } from '@/lib/http';
import { cn } from '@/lib/utils';

import { streamSuggestion } from '../api/assistant';
import { useAssistantStatus } from '../hooks';

const A = MSG.assistant;
const FALLBACKS = { network: MSG.tagsAdmin.networkError, unknown: MSG.tagsAdmin.unknownError };

/**
 * 'Sugerir resposta' above the composer: the draft is written into the field as it arrives, for the
 * member to edit and send. It never sends anything; clicking again while it writes stops it.
 */
export function SuggestReplyButton(props: {
  chatId: string;
  disabled?: boolean;
  onText: (text: string) => void;
  className?: string;
}) {
  const { enabled } = useAssistantStatus();
  const [writing, setWriting] = useState(false);
  const controllerRef = useRef<AbortController | null>(null);
  const { onText } = props;
  // The window closed (or another chat opened in its place): the draft of this one stops.
  useEffect(() => {
    const controller = controllerRef;
    return () => controller.current?.abort();
  }, []);
  if (!enabled) return null;

  const start = async () => {
    const controller = new AbortController();
    controllerRef.current = controller;
    setWriting(true);
    try {
      await streamSuggestion(props.chatId, onText, controller.signal);
    } catch (error) {
      if (!controller.signal.aborted) {
        const failure =
          error instanceof NetworkError
            ? { title: A.suggestFailed, description: A.cut }
            : describeFailure(A.suggestFailed, error, FALLBACKS);
        if (failure) toast({ ...failure, variant: 'destructive', duration: TOAST_MS.dashboard });
      }
    } finally {
      if (controllerRef.current === controller) {
        controllerRef.current = null;
        setWriting(false);
      }
    }
  };

  // A labelled button beside 'Mensagem' and 'Nota interna' (the field's row has no width to
  // spare on a phone: there it is the icon alone, named for the screen reader).
  const label = writing ? A.stopSuggest : A.suggest;
  return (
    <Button
      type="button"
      size="sm"
      variant="ghost"
      aria-label={label}
      title={writing ? A.suggesting : A.suggest}
      disabled={props.disabled && !writing}
      onClick={() => (writing ? controllerRef.current?.abort() : void start())}
      className={cn('ml-auto shrink-0 text-emerald-800 max-sm:size-11', props.className)}
    >
      {writing ? <Square aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
      <span className="max-sm:sr-only">{label}</span>
    </Button>
  );
}
