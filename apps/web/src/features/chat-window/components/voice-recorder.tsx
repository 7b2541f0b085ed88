import { MSG } from '@conecta/contract';
import { Mic, Square, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';

import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';

import { formatDuration } from '../format-duration';
import type { useVoiceRecorder } from '../hooks/use-voice-recorder';

type VoiceRecorderProps = {
  recorder: ReturnType<typeof useVoiceRecorder>;
  disabled?: boolean;
  /** The idle microphone's own classes (a phone hides it while there is something to send). */
  className?: string;
};

/**
 * 'Gravar áudio' when idle; while recording, the ticking mm:ss timer with 'Descartar gravação'
 * and the red 'Parar gravação', which hands the audio over. Focus follows the swap.
 */
export function VoiceRecorder({ recorder, disabled, className }: VoiceRecorderProps) {
  const W = MSG.chatWindow;
  const stopRef = useRef<HTMLButtonElement>(null);
  const micRef = useRef<HTMLButtonElement>(null);
  const idle = recorder.state === 'idle';

  useEffect(() => {
    if (!idle) return stopRef.current?.focus();
    const lost = !document.activeElement || document.activeElement === document.body;
    if (lost) micRef.current?.focus();
  }, [idle]);

  if (idle) {
    return (
      <Tooltip>
        <TooltipTrigger asChild>
          <Button
            ref={micRef}
            type="button"
            variant="ghost"
            size="icon"
            aria-label={W.record}
            disabled={disabled}
            onClick={() => void recorder.start()}
            className={cn('text-slate-600 [&_svg]:size-5', className)}
          >
            <Mic aria-hidden="true" />
          </Button>
        </TooltipTrigger>
        <TooltipContent>{W.record}</TooltipContent>
      </Tooltip>
    );
  }

  const stopped = recorder.state === 'stopped';
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2 pl-2">
      <span className="flex min-w-0 flex-1 items-center gap-2 text-sm font-medium text-red-700">
        <span
          aria-hidden="true"
          className="size-2.5 shrink-0 animate-pulse rounded-full bg-red-600"
        />
        <span className="truncate">{W.recording}</span>
        <span role="timer" className="tabular-nums">
          {formatDuration(recorder.elapsed)}
        </span>
      </span>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={W.discardRecording}
        disabled={stopped}
        onClick={() => void recorder.discard()}
        className="text-slate-600 [&_svg]:size-5"
      >
        <Trash2 aria-hidden="true" />
      </Button>
      <Button
        ref={stopRef}
        type="button"
        size="icon"
        aria-label={W.stopRecording}
        disabled={stopped}
        onClick={() => void recorder.stop()}
        className="rounded-full bg-red-600 text-white hover:bg-red-700"
      >
        <Square aria-hidden="true" className="fill-current" />
      </Button>
    </div>
  );
}
