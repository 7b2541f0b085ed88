import { MSG, type Chat } from '@conecta/contract';
import { CircleAlert, Tags } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';

import { SectionLoader } from '@/components/section-loader';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

import { initialSelection, selectedTagIds, toggled } from '../chat-tags';
import { useSaveChatTags } from '../hooks/use-save-chat-tags';
import { useTags } from '../hooks/use-tags';
import { ChatTagOption } from './chat-tag-option';

type ChatTagsPickerProps = {
  chat: Chat;
  userId: string;
  onClose: () => void;
};

/** The body of 'Gerenciar Etiquetas - {chat name}': the user's tags to check, Salvar, Cancelar. */
export function ChatTagsPicker({ chat, userId, onClose }: ChatTagsPickerProps) {
  const C = MSG.chatTags;
  const idPrefix = useId();
  const { tags, loading, failed, retry } = useTags(userId);
  const [selected, setSelected] = useState(() => initialSelection(chat.tags));
  const { save, pending } = useSaveChatTags({ onDone: onClose });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tags) save(chat.chatId, selectedTagIds(tags, selected));
  };

  let body;
  if (loading) {
    body = <SectionLoader label={MSG.tagsAdmin.loading} className="min-h-32" />;
  } else if (failed || !tags) {
    body = (
      <div className="flex flex-col items-center gap-3 py-8 text-center">
        <CircleAlert aria-hidden="true" className="size-7 text-red-600" />
        <p className="text-sm font-medium text-slate-800">{MSG.tagsAdmin.loadFailed}</p>
        <Button type="button" size="sm" variant="outline" onClick={retry}>
          {MSG.tagsAdmin.retry}
        </Button>
      </div>
    );
  } else if (tags.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-4 py-8 text-center">
        <Tags aria-hidden="true" className="size-7 text-emerald-600" />
        <p className="text-sm font-medium text-slate-800">{C.empty}</p>
      </div>
    );
  } else {
    body = (
      <fieldset className="min-w-0" disabled={pending}>
        <legend className="sr-only">{C.listLabel}</legend>
        <ul className="grid max-h-[50dvh] gap-0.5 overflow-y-auto">
          {tags.map((tag) => (
            <ChatTagOption
              key={tag.id}
              id={`${idPrefix}-${tag.id}`}
              tag={tag}
              checked={selected.has(tag.id)}
              disabled={pending}
              onChange={(on) => setSelected((s) => toggled(s, tag.id, on))}
            />
          ))}
        </ul>
      </fieldset>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid min-w-0 gap-5">
      {body}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
          {C.cancel}
        </Button>
        <Button type="submit" disabled={pending || !tags || tags.length === 0}>
          {pending ? <Spinner /> : null}
          {pending ? C.saving : C.save}
        </Button>
      </DialogFooter>
    </form>
  );
}
