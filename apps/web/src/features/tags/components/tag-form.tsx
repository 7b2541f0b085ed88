import { MSG, type Tag } from '@conecta/contract';
import { Check, Plus } from 'lucide-react';
import type { FormEvent, Ref } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

import { canSubmitTag, type TagDraft } from '../tag-form';
import { ColorPalette } from './color-palette';
import { TagNameField } from './tag-name-field';

type TagFormProps = {
  draft: TagDraft;
  editing: Tag | null;
  pending: boolean;
  nameRef: Ref<HTMLInputElement>;
  onName: (name: string) => void;
  onColor: (color: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
};

/** Name, colour and 'Adicionar' ('Atualizar' while editing) with 'Cancelar'. */
export function TagForm(props: TagFormProps) {
  const { draft, editing, pending, nameRef, onSubmit } = props;
  const T = MSG.tagsAdmin;
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-label={editing ? T.editing : T.newTag}
      className="grid gap-4 rounded-xl border bg-muted/40 p-4"
    >
      <div className="flex min-h-6 min-w-0 items-center gap-2">
        {editing ? (
          <>
            <Badge variant="secondary">{T.editing}</Badge>
            <span className="truncate text-sm font-medium text-slate-700">{editing.name}</span>
          </>
        ) : (
          <h3 className="text-sm font-semibold text-slate-800">{T.newTag}</h3>
        )}
      </div>
      <TagNameField
        value={draft.name}
        onChange={props.onName}
        onEnter={() => !pending && onSubmit()}
        inputRef={nameRef}
      />
      <ColorPalette value={draft.color} onChange={props.onColor} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={props.onCancel} disabled={pending}>
          {T.cancel}
        </Button>
        <Button type="submit" disabled={pending || !canSubmitTag(draft.name)}>
          {pending ? (
            <Spinner />
          ) : editing ? (
            <Check aria-hidden="true" />
          ) : (
            <Plus aria-hidden="true" />
          )}
          {pending ? T.saving : editing ? T.update : T.add}
        </Button>
      </div>
    </form>
  );
}
