import { MSG, type PreConfiguredText } from '@conecta/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';

import { useDeleteText } from '../hooks/use-delete-text';
import { useTexts } from '../hooks/use-texts';
import type { TextFailure } from '../text-failure';
import { TextAlert } from './text-alert';
import { TextForm } from './text-form';
import { TextList } from './text-list';

/**
 * The body of 'Textos Pré-Configurados': 'Novo texto', the form when open, then the list.
 * `startNew`: the new text's form is open from the start.
 */
export function TextsManager({
  userId,
  startNew,
}: {
  userId: string;
  startNew?: boolean | undefined;
}) {
  const X = MSG.texts;
  const { texts, loading } = useTexts(userId);
  const [formFor, setFormFor] = useState<PreConfiguredText | 'new' | null>(startNew ? 'new' : null);
  const [toDelete, setToDelete] = useState<PreConfiguredText | null>(null);
  const [removeFailure, setRemoveFailure] = useState<TextFailure | null>(null);
  const remover = useDeleteText((failure) => {
    if (failure === null && toDelete && formFor !== 'new' && formFor?.id === toDelete.id) {
      setFormFor(null);
    }
    setToDelete(null);
    setRemoveFailure(failure);
  });

  const open = (target: PreConfiguredText | 'new') => {
    setRemoveFailure(null);
    setFormFor(target);
  };

  return (
    <>
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{loading ? '' : X.count(texts.length)}</p>
        <Button size="sm" onClick={() => open('new')} disabled={formFor === 'new'}>
          <Plus aria-hidden="true" />
          {X.newText}
        </Button>
      </div>
      {removeFailure ? <TextAlert {...removeFailure} /> : null}
      {formFor ? (
        <TextForm
          key={formFor === 'new' ? 'new' : formFor.id}
          text={formFor === 'new' ? null : formFor}
          onDone={() => setFormFor(null)}
        />
      ) : null}
      <TextList
        texts={texts}
        loading={loading}
        editingId={formFor && formFor !== 'new' ? formFor.id : null}
        onEdit={open}
        onDelete={(text) => {
          setRemoveFailure(null);
          setToDelete(text);
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        onConfirm={() => toDelete && remover.remove(toDelete.id)}
        pending={remover.pending}
        title={X.confirmTitle}
        description={MSG.textRules.confirmDelete}
        confirmLabel={X.confirm}
        pendingLabel={X.removing}
        cancelLabel={X.cancel}
      >
        {toDelete ? (
          <p className="truncate rounded-xl border bg-muted/50 px-4 py-3 text-sm font-medium">
            {toDelete.title}
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
