import { MSG } from '@conecta/contract';
import { MessageSquareText } from 'lucide-react';
import { useId, useState } from 'react';

import { Spinner } from '@/components/ui/spinner';

import { useReadyTexts } from '../hooks/use-ready-texts';
import { ComposerPopover } from './composer-popover';

type ReadyTextsPickerProps = {
  userId: string;
  /** Receives the chosen text's content, which replaces the field. */
  onPick: (content: string) => void;
  disabled?: boolean;
  onClosed: () => void;
};

/** 'Textos Prontos': the ready-made texts, loaded each time the panel opens. */
export function ReadyTextsPicker({ userId, onPick, disabled, onClosed }: ReadyTextsPickerProps) {
  const W = MSG.chatWindow;
  const [open, setOpen] = useState(false);
  const { texts, loading } = useReadyTexts(userId, open);
  const titleId = useId();

  return (
    <ComposerPopover
      label={W.readyTexts}
      icon={<MessageSquareText aria-hidden="true" />}
      open={open}
      onOpenChange={setOpen}
      disabled={disabled}
      onClosed={onClosed}
      contentProps={{ 'aria-labelledby': titleId, className: 'w-80 p-0' }}
    >
      <h3 id={titleId} className="border-b px-3 py-2.5 text-sm font-semibold">
        {W.readyTextsTitle}
      </h3>
      {loading ? (
        <p role="status" className="flex items-center gap-2 p-4 text-sm text-muted-foreground">
          <Spinner className="size-4 text-primary" />
          {W.readyTextsLoading}
        </p>
      ) : null}
      {!loading && texts.length === 0 ? (
        <p className="p-4 text-center text-sm text-muted-foreground">{W.readyTextsEmpty}</p>
      ) : null}
      {!loading && texts.length > 0 ? (
        <ul className="max-h-72 overflow-y-auto p-1">
          {texts.map((text) => (
            <li key={text.id}>
              <button
                type="button"
                onClick={() => {
                  onPick(text.content);
                  setOpen(false);
                }}
                className="grid w-full gap-0.5 rounded-md px-3 py-2 text-left outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="truncate text-sm font-medium">{text.title}</span>
                <span className="line-clamp-2 text-xs text-muted-foreground">{text.content}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </ComposerPopover>
  );
}
