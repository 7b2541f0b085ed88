import { MSG, TOAST_MS } from '@conecta/contract';
import { Sparkles, Square } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { describeFailure } from '@/lib/error-text';
import { NetworkError } from '@/lib/http';

import { streamSuggestion } from '../api/assistant';
import { useAssistantStatus } from '../hooks';

const A = MSG.assistant;
const FALLBACKS = { network: MSG.tagsAdmin.networkError, unknown: MSG.tagsAdmin.unknownError };

/**
 * 'Sugerir resposta' in the composer: the draft is written into the field as it arrives, for the
 * member to edit and send. It never sends anything; clicking again while it writes stops it.
 */
export function SuggestReplyButton(props: {
  chatId: string;
  disabled?: boolean;
  onText: (text: string) => void;
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

  return (
    <Button
      type="button"
      size="icon"
      variant="ghost"
      aria-label={writing ? A.stopSuggest : A.suggest}
      title={writing ? A.suggesting : A.suggest}
      disabled={props.disabled && !writing}
      onClick={() => (writing ? controllerRef.current?.abort() : void start())}
      className="shrink-0"
    >
      {writing ? <Square aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
    </Button>
  );
}
