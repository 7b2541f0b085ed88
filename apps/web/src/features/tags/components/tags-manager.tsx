import { MSG, type Tag } from '@conecta/contract';
import { useRef, useState } from 'react';

import { ConfirmDialog } from '@/components/confirm-dialog';

import { useDeleteTag } from '../hooks/use-delete-tag';
import { useSaveTag } from '../hooks/use-save-tag';
import { useTagForm } from '../hooks/use-tag-form';
import { useTags } from '../hooks/use-tags';
import { validateTag } from '../tag-form';
import { tagToast } from '../tag-toast';
import { TagForm } from './tag-form';
import { TagList } from './tag-list';

type TagsManagerProps = { userId: string; onClose: () => void };

/** The body of 'Gerenciar Etiquetas': the form on top, the tags below, a delete confirmation. */
export function TagsManager({ userId, onClose }: TagsManagerProps) {
  const T = MSG.tagsAdmin;
  const { tags, loading, failed, retry } = useTags(userId);
  const form = useTagForm();
  const nameRef = useRef<HTMLInputElement>(null);
  const focusName = () => setTimeout(() => nameRef.current?.focus(), 0);
  const [toDelete, setToDelete] = useState<Tag | null>(null);

  const { save, pending } = useSaveTag(() => {
    form.reset();
    focusName();
  });
  const remover = useDeleteTag((id) => {
    setToDelete(null);
    if (form.editing?.id === id) form.reset();
  });

  const submit = () => {
    const editingId = form.editing?.id ?? null;
    const result = validateTag(form.draft, tags ?? [], editingId);
    if (!result.ok) {
      tagToast(result.toast);
      nameRef.current?.focus();
      return;
    }
    save(editingId, result.body);
  };

  const cancel = () => {
    if (!form.editing) return onClose();
    form.reset();
    focusName();
  };

  return (
    <>
      <TagForm
        draft={form.draft}
        editing={form.editing}
        pending={pending}
        nameRef={nameRef}
        onName={form.setName}
        onColor={form.setColor}
        onSubmit={submit}
        onCancel={cancel}
      />
      <TagList
        tags={tags}
        loading={loading}
        failed={failed}
        onRetry={retry}
        editingId={form.editing?.id ?? null}
        busy={pending || remover.pending}
        onEdit={(tag) => {
          form.startEdit(tag);
          focusName();
        }}
        onDelete={setToDelete}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        onConfirm={() => toDelete && remover.remove(toDelete.id)}
        pending={remover.pending}
        title={T.confirmTitle}
        description={toDelete ? T.confirmDescription(toDelete.name) : ''}
        confirmLabel={T.confirm}
        pendingLabel={T.removing}
        cancelLabel={T.cancel}
      />
    </>
  );
}
