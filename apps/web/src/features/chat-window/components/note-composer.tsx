import { MSG, type NoteRequest } from '@conecta/contract';
import { Loader2, Lock } from 'lucide-react';
import { useState, type RefObject } from 'react';

import { Button } from '@/components/ui/button';

import { mentionsIn, type Mentionable } from '../mention-query';
import { MentionField } from './mention-field';

type NoteComposerProps = {
  members: readonly Mentionable[];
  saving: boolean;
  /** Resolves once saved (the field then empties); rejects and the text stays. */
  onSave: (body: NoteRequest) => Promise<unknown>;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
};

/** 'Nota interna': a note for the team, in amber, never sent to the patient. */
export function NoteComposer({ members, saving, onSave, inputRef }: NoteComposerProps) {
  const N = MSG.notes;
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<Mentionable[]>([]);
  const blank = text.trim().length === 0;
  const save = () => {
    if (blank || saving) return;
    void onSave({ text, mentions: mentionsIn(text, picked) }).then(
      () => {
        setText('');
        setPicked([]);
      },
      () => undefined,
    );
  };
  return (
    <div className="flex items-end gap-2">
      <MentionField
        value={text}
        onChange={setText}
        members={members}
        onPick={(member) => setPicked((all) => [...all, member])}
        onSubmit={save}
        label={N.modeNote}
        placeholder={N.placeholder}
        disabled={saving}
        textareaRef={inputRef}
      />
      <Button
        type="button"
        onClick={save}
        disabled={blank || saving}
        className="h-11 shrink-0 bg-amber-600 text-white hover:bg-amber-700"
      >
        {saving ? (
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Lock aria-hidden="true" className="size-4" />
        )}
        {saving ? N.saving : N.save}
      </Button>
    </div>
  );
}
