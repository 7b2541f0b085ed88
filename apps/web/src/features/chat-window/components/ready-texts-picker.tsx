import { MSG, type PreConfiguredText } from '@conecta/contract';
import { MessageSquareText, Plus, Search } from 'lucide-react';
import {
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
} from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useOpenManageDialog } from '@/lib/open-manage-dialog';
import { cn } from '@/lib/utils';

import { useReadyTexts } from '../hooks/use-ready-texts';
import { filterReadyTexts } from '../ready-text-search';
import { ComposerPopover } from './composer-popover';

type ReadyTextsPickerProps = {
  userId: string;
  /** Receives the chosen text's content, which replaces the field. */
  onPick: (content: string) => void;
  disabled?: boolean;
  onClosed: () => void;
  /** Lets the field open the panel: '/' typed in an empty field. */
  ref?: Ref<{ open: () => void }>;
};

/**
 * 'Textos Prontos': the ready-made texts, loaded each time the panel opens. A search field on top
 * filters them by title and text (case and accents aside); the arrows move through the list and
 * Enter picks. With none saved yet, a button opens 'Textos Pré-Configurados' on a new text.
 */
export function ReadyTextsPicker({
  userId,
  onPick,
  disabled,
  onClosed,
  ref,
}: ReadyTextsPickerProps) {
  const W = MSG.chatWindow;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const { texts, loading } = useReadyTexts(userId, open);
  const shown = useMemo(() => filterReadyTexts(texts, query), [texts, query]);
  const openManageDialog = useOpenManageDialog();
  // 'Criar' waits for the panel to close (focus back in the field) before the dialog opens, so
  // the dialog gives focus back to the field when it closes.
  const createAfterClose = useRef(false);
  const titleId = useId();
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const current = shown.length > 0 ? Math.min(active, shown.length - 1) : -1;
  const optionId = (index: number) => `${listId}-${index}`;

  // The option the arrows reach stays in view.
  useEffect(() => {
    const option = current >= 0 ? listRef.current?.children[current] : undefined;
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) return;
    createAfterClose.current = false;
    setQuery('');
    setActive(0);
  };
  // '/' in an empty message field opens the panel, as in the messaging apps staff know.
  useImperativeHandle(ref, () => ({ open: () => !disabled && changeOpen(true) }));

  const pick = (text: PreConfiguredText) => {
    onPick(text.content);
    setOpen(false);
  };
  const create = () => {
    createAfterClose.current = true;
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (shown.length === 0) return;
    const moves: Record<string, number> = {
      ArrowDown: (current + 1) % shown.length,
      ArrowUp: (current - 1 + shown.length) % shown.length,
      Home: 0,
      End: shown.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing && current >= 0) {
      event.preventDefault();
      pick(shown[current]!);
    }
  };

  return (
    <ComposerPopover
      label={W.readyTexts}
      icon={<MessageSquareText aria-hidden="true" />}
      open={open}
      onOpenChange={changeOpen}
      disabled={disabled}
      onClosed={() => {
        onClosed();
        if (!createAfterClose.current) return;
        createAfterClose.current = false;
        openManageDialog?.({ dialog: 'texts', startNew: true });
      }}
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
        <div className="grid justify-items-center gap-3 p-4 text-center">
          <p className="text-sm text-muted-foreground">{W.readyTextsEmpty}</p>
          {openManageDialog ? (
            <Button type="button" size="sm" variant="outline" onClick={create}>
              <Plus aria-hidden="true" />
              {W.readyTextsCreate}
            </Button>
          ) : null}
        </div>
      ) : null}
      {!loading && texts.length > 0 ? (
        <>
          <div className="relative border-b p-2">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              type="search"
              role="combobox"
              aria-label={W.readyTextsSearch}
              aria-expanded={shown.length > 0}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={current >= 0 ? optionId(current) : undefined}
              placeholder={W.readyTextsSearchPlaceholder}
              autoComplete="off"
              // The list arrives after the panel opened: typing filters at once.
              autoFocus
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
              className="h-9 pl-8"
            />
          </div>
          {shown.length === 0 ? (
            <p role="status" className="p-4 text-center text-sm text-muted-foreground">
              {W.readyTextsNoMatch}
            </p>
          ) : null}
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            aria-labelledby={titleId}
            className={cn('max-h-72 overflow-y-auto p-1', shown.length === 0 && 'hidden')}
          >
            {shown.map((text, index) => (
              <li
                key={text.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === current}
                onClick={() => pick(text)}
                onMouseMove={() => {
                  if (index !== current) setActive(index);
                }}
                className="grid cursor-pointer gap-0.5 rounded-md px-3 py-2 text-left aria-selected:bg-accent"
              >
                <span className="truncate text-sm font-medium">{text.title}</span>
                <span className="line-clamp-2 text-xs text-muted-foreground">{text.content}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </ComposerPopover>
  );
}
