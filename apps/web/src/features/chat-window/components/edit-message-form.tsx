import { MSG } from '@conecta/contract';
import { Check, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

type EditMessageFormProps = {
  original: string;
  pending: boolean;
  onConfirm: (text: string) => void;
  onCancel: () => void;
};

/**
 * The bubble in edit mode: an inline field and a confirm button. Enter confirms, Escape cancels
 * (the window sees `data-chat-edit` and stays open).
 */
export function EditMessageForm({ original, pending, onConfirm, onCancel }: EditMessageFormProps) {
  const W = MSG.chatWindow;
  const [text, setText] = useState(original);
  const inputRef = useRef<HTMLInputElement>(null);

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
      className="flex w-[26rem] max-w-full items-center gap-1"
    >
      <Input
        ref={inputRef}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          onCancel();
        }}
        aria-label={W.editLabel}
        readOnly={pending}
        className="h-9 min-w-0 flex-1 bg-white"
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
