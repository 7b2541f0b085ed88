import { firstTemplateVariable, MSG } from '@conecta/contract';
import { SendHorizontal } from 'lucide-react';
import { useEffect, useRef, type RefObject } from 'react';
import { flushSync } from 'react-dom';

import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';

import type { Attachment } from '../attachment';
import type { ChatEntry } from '../chat-entries';
import { useVoiceRecorder } from '../hooks/use-voice-recorder';
import { AttachButton, AttachmentChip, ReplyPreview } from './attachment-bar';
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
  /**
   * Sending is held (the number is down, issue 53): the id of the notice that says why. The
   * field still takes a draft; send, the recorder and attaching wait.
   */
  heldBy?: string | null;
  onSend: () => void;
  onVoice: (audio: RecordedAudio) => void;
  onAlert: (text: string) => void;
  /** A ready-made text with its variables ({nome}...) filled for this chat. */
  fillText: (content: string) => string;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  /** A file waiting to go (the field's text is its caption); picked, dropped or pasted. */
  attachment?: Attachment | null;
  onAttach?: (file: File) => void;
  onRemoveAttachment?: () => void;
  /** The message being answered, quoted above the field. */
  replyTo?: ChatEntry | null;
  onCancelReply?: () => void;
};

/**
 * Emoji, ready-made texts (also '/' in an empty field), the message field, the recorder and send. Enter sends, Shift+Enter
 * breaks the line. While a send is on its way the field, recorder and send are disabled; while
 * recording, the recorder takes the whole bar.
 */
export function ChatInputBar(props: ChatInputBarProps) {
  const { userId, draft, onDraftChange, sending, onSend, onVoice, onAlert, fillText, inputRef } =
    props;
  const { attachment = null, onAttach, onRemoveAttachment, replyTo = null, onCancelReply } = props;
  const heldBy = props.heldBy ?? null;
  const held = heldBy !== null;
  const W = MSG.chatWindow;
  const recorder = useVoiceRecorder({ onRecorded: onVoice, onError: onAlert });
  const recording = recorder.state !== 'idle';
  const textsPicker = useRef<{ open: () => void }>(null);
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
  // A variable left unfilled (a contact without a name) is selected, for typing over it.
  const replace = (content: string) => {
    const text = fillText(content);
    const [start, end] = firstTemplateVariable(text) ?? [text.length, text.length];
    flushSync(() => onDraftChange(text));
    inputRef.current?.setSelectionRange(start, end);
  };
  const focusField = () => inputRef.current?.focus();
  const ready = draft.trim() !== '' || attachment !== null;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
      // One column of minmax(0, 1fr): a long quote or file name is cut with '…' inside the width
      // (as WhatsApp does) instead of widening the bar and pushing send off a phone's screen.
      className="grid grid-cols-1 gap-2 border-t bg-card px-2 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] sm:px-3"
    >
      {replyTo && !recording ? (
        <ReplyPreview
          entry={replyTo}
          onCancel={() => {
            onCancelReply?.();
            focusField();
          }}
        />
      ) : null}
      {attachment && !recording ? (
        <AttachmentChip
          attachment={attachment}
          disabled={sending}
          onRemove={() => {
            onRemoveAttachment?.();
            focusField();
          }}
        />
      ) : null}
      <div className="flex items-end gap-1">
        {recording ? null : (
          <>
            {onAttach ? <AttachButton onPick={onAttach} disabled={sending || held} /> : null}
            <EmojiPicker onPick={insert} disabled={sending} onClosed={focusField} />
            <ReadyTextsPicker
              userId={userId}
              onPick={replace}
              disabled={sending}
              onClosed={focusField}
              ref={textsPicker}
            />
            <Textarea
              ref={inputRef}
              rows={1}
              value={draft}
              onChange={(event) => onDraftChange(event.target.value)}
              onPaste={(event) => {
                // A picture pasted (a screenshot, a copied image) becomes the attachment.
                const file = [...event.clipboardData.files].find((f) =>
                  f.type.startsWith('image/'),
                );
                if (!file || !onAttach) return;
                event.preventDefault();
                onAttach(file);
              }}
              onKeyDown={(event) => {
                if (event.key === '/' && draft === '' && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  textsPicker.current?.open();
                  return;
                }
                if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing)
                  return;
                event.preventDefault();
                onSend();
              }}
              aria-label={W.inputLabel}
              aria-describedby={heldBy ?? undefined}
              placeholder={attachment ? MSG.attachments.captionPlaceholder : W.placeholder}
              disabled={sending}
              className="field-sizing-content max-h-32 min-h-10 flex-1 resize-none py-2"
            />
          </>
        )}
        {/* On a phone the microphone and send take turns in one place, as on WhatsApp: the
            field gets the width of the other (it was 154 px of a 390 px screen). */}
        <VoiceRecorder
          recorder={recorder}
          disabled={sending || held}
          className={ready ? 'max-sm:hidden' : undefined}
        />
        {recording ? null : (
          <Button
            type="submit"
            size="icon"
            aria-label={attachment ? MSG.attachments.sendFile : W.send}
            disabled={sending || held || !ready}
            className={cn('rounded-full', !ready && 'max-sm:hidden')}
          >
            <SendHorizontal aria-hidden="true" />
          </Button>
        )}
      </div>
    </form>
  );
}
