import { AUDIO_MAX_SECONDS, MSG } from '@conecta/contract';
import { useEffect, useRef, useState } from 'react';

import { useLatest } from '@/lib/use-latest';

import { RECORDER_TICK_MS } from '../chat-constants';
import { audioSendFailure, logChatError } from '../send-failure';
import { VoiceRecording, type RecordedAudio } from '../voice-recording';

export type RecorderState = 'idle' | 'recording' | 'stopped';

type Options = {
  onRecorded: (audio: RecordedAudio) => void;
  onError: (text: string) => void;
};

/**
 * idle → recording (a timer ticking each second) → stopped, then idle again with the timer reset
 * once the audio is handed over. The microphone is released on stop, on discard and when the
 * window closes mid-recording; a recording stops by itself at the server's 5-minute limit.
 */
export function useVoiceRecorder({ onRecorded, onError }: Options) {
  const [state, setState] = useState<RecorderState>('idle');
  const [elapsed, setElapsed] = useState(0);
  const recording = useRef<VoiceRecording | null>(null);
  const opening = useRef(false);
  const mounted = useRef(true);
  const callbacks = useLatest({ onRecorded, onError });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      void recording.current?.cancel();
      recording.current = null;
    };
  }, []);

  useEffect(() => {
    if (state !== 'recording') return;
    const timer = window.setInterval(() => setElapsed((s) => s + 1), RECORDER_TICK_MS);
    return () => window.clearInterval(timer);
  }, [state]);

  const finish = async (keep: boolean) => {
    const current = recording.current;
    if (!current) return;
    recording.current = null;
    setState('stopped');
    try {
      if (!keep) return await current.cancel();
      const audio = await current.stop();
      if (audio) callbacks.current.onRecorded(audio);
    } catch (error) {
      logChatError('Erro ao gravar áudio', error);
      callbacks.current.onError(audioSendFailure(error));
    } finally {
      setElapsed(0);
      setState('idle');
    }
  };

  useEffect(() => {
    if (state === 'recording' && elapsed >= AUDIO_MAX_SECONDS) void finish(true);
  });

  const start = async () => {
    if (opening.current || recording.current) return;
    opening.current = true;
    try {
      const started = await VoiceRecording.start();
      if (!mounted.current) return void started.cancel();
      recording.current = started;
      setElapsed(0);
      setState('recording');
    } catch (error) {
      logChatError('Erro ao acessar o microfone', error);
      callbacks.current.onError(MSG.chatWindow.micError);
    } finally {
      opening.current = false;
    }
  };

  return { state, elapsed, start, stop: () => finish(true), discard: () => finish(false) };
}
