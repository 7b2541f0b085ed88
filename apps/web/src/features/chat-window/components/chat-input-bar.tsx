import { MSG } from '@conecta/contract';
import { SendHorizontal } from 'lucide-react';
import { useEffect, useRef, type RefObject } from 'react';
import { flushSync } from 'react-dom';

import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';

import { useVoiceRecorder } from '../hooks/use-voice-recorder';
import { insertAtCaret } from '../insert-at-caret';
import type { RecordedAudio } from '../voice-recording';
import { EmojiPicker } from './emoji-picker';
import { ReadyTextsPicker } from './ready-texts-picker';
import { VoiceRecorder } from './voice-recorder';

type ChatInputBarProps = {
  userId: string;
  draft: string;
  onDraftChange: (text: string) => void;
  sending: boolean;
  onSend: () => void;
  onVoice: (audio: RecordedAudio) => void;
  onAlert: (text: string) => void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
};

/**
 * Emoji, ready-made texts, the message field, the recorder and send. Enter sends, Shift+Enter
 * breaks the line. While a send is on its way the field, recorder and send are disabled; while
 * recording, the recorder takes the whole bar.
 */
export function ChatInputBar(props: ChatInputBarProps) {
  const { userId, draft, onDraftChange, sending, onSend, onVoice, onAlert, inputRef } = props;
  const W = MSG.chatWindow;
  const recorder = useVoiceRecorder({ onRecorded: onVoice, onError: onAlert });
  const recording = recorder.state !== 'idle';
  const wasSending = useRef(sending);

  // A disabled field loses focus: once the send is over, give it back.
  useEffect(() => {
    const ended = wasSending.current && !sending;
    wasSending.current = sending;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (ended && lost) inputRef.current?.focus();
  }, [sending, inputRef]);

  // The new text is committed at once so the caret can go right after what was put in.
  const put = (value: string, caret: number) => {
    flushSync(() => onDraftChange(value));
    inputRef.current?.setSelectionRange(caret, caret);
  };
  const insert = (text: string) => {
    const input = inputRef.current;
    const start = input?.selectionStart ?? null;
    const next = insertAtCaret(draft, start, input?.selectionEnd ?? null, text);
    put(next.value, next.caret);
  };
  const replace = (text: string) => put(text, text.length);
  const focusField = () => inputRef.current?.focus();

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
      className="flex items-end gap-1 border-t bg-card px-2 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] sm:px-3"
    >
      {recording ? null : (
        <>
          <EmojiPicker onPick={insert} disabled={sending} onClosed={focusField} />
          <ReadyTextsPicker
            userId={userId}
            onPick={replace}
            disabled={sending}
            onClosed={focusField}
          />
          <Textarea
            ref={inputRef}
            rows={1}
            value={draft}
            onChange={(event) => onDraftChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
              event.preventDefault();
              onSend();
            }}
            aria-label={W.inputLabel}
            placeholder={W.placeholder}
            disabled={sending}
            className="field-sizing-content max-h-32 min-h-10 flex-1 resize-none py-2"
          />
        </>
      )}
      <VoiceRecorder recorder={recorder} disabled={sending} />
      {recording ? null : (
        <Button
          type="submit"
          size="icon"
          aria-label={W.send}
          disabled={sending || !draft.trim()}
          className="rounded-full"
        >
          <SendHorizontal aria-hidden="true" />
        </Button>
      )}
    </form>
  );
}
