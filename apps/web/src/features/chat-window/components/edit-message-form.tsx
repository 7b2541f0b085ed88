import { MSG } from '@conecta/contract';
import { Check, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';

type EditMessageFormProps = {
  original: string;
  pending: boolean;
  onConfirm: (text: string) => void;
  onCancel: () => void;
};

/**
 * The bubble in edit mode: an inline field that grows with its lines, and a confirm button. Enter
 * confirms, Shift+Enter breaks the line (line breaks are kept), Escape cancels (the window sees
 * `data-chat-edit` and stays open).
 */
export function EditMessageForm({ original, pending, onConfirm, onCancel }: EditMessageFormProps) {
  const W = MSG.chatWindow;
  const [text, setText] = useState(original);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, []);

  return (
    <form
      data-chat-edit=""
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm(text);
      }}
      className="flex w-[26rem] max-w-full items-end gap-1"
    >
      <Textarea
        ref={inputRef}
        rows={1}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
            return;
          }
          if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          if (!pending) onConfirm(text);
        }}
        aria-label={W.editLabel}
        readOnly={pending}
        className="field-sizing-content max-h-40 min-h-9 min-w-0 flex-1 resize-none bg-white py-1.5"
      />
      <Button
        type="submit"
        size="icon"
        aria-label={W.confirmEdit}
        disabled={pending}
        className="size-9"
      >
        <Check aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={W.cancelEdit}
        onClick={onCancel}
        className="size-9 text-slate-600"
      >
        <X aria-hidden="true" />
      </Button>
    </form>
  );
}
