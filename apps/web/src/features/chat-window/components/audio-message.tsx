import { MSG } from '@conecta/contract';
import { Mic, Pause, Play } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

import type { AudioEntry } from '../chat-entries';
import { formatDuration } from '../format-duration';
import { useAudioPlayback } from '../hooks/use-audio-playback';
import { speedLabel } from '../playback-speed';

/** A voice message: play/pause, a progress bar, mm:ss and the speed button (1x, 1.5x, 2x). */
export function AudioMessage({ entry }: { entry: AudioEntry }) {
  const W = MSG.chatWindow;
  const { ref, events, ...player } = useAudioPlayback();
  const total = entry.seconds;
  const shown = player.playing || player.position > 0 ? player.position : total;
  const progress = total > 0 ? Math.min(100, (player.position / total) * 100) : 0;
  const rate = speedLabel(player.speed);

  return (
    <div role="group" aria-label={W.audioLabel} className="flex w-60 max-w-full items-center gap-2">
      <Button
        type="button"
        size="icon"
        variant={entry.fromMe ? 'default' : 'secondary'}
        aria-label={player.playing ? W.pause : W.play}
        onClick={player.toggle}
        disabled={!entry.audioUrl}
        className="size-9 shrink-0 rounded-full"
      >
        {player.playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
      </Button>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-slate-300/70">
          <div className="h-full rounded-full bg-emerald-600" style={{ width: `${progress}%` }} />
        </div>
        <span className="flex items-center gap-1 text-[11px] text-slate-600 tabular-nums">
          <Mic aria-hidden="true" className="size-3" />
          {formatDuration(shown)}
        </span>
      </div>
      <button
        type="button"
        aria-label={W.speed(rate)}
        onClick={player.cycleSpeed}
        className={cn(
          'h-7 min-w-10 shrink-0 rounded-full px-2 text-xs font-semibold tabular-nums outline-none focus-visible:ring-2 focus-visible:ring-ring',
          entry.fromMe ? 'bg-emerald-700/10 text-emerald-900' : 'bg-slate-200 text-slate-700',
        )}
      >
        {rate}
      </button>
      {/* Nothing is fetched before play: the length comes with the list, and each
          fetch of the file is recorded as 'abriu um arquivo', which merely opening the chat is not. */}
      {entry.audioUrl ? <audio ref={ref} src={entry.audioUrl} preload="none" {...events} /> : null}
    </div>
  );
}
