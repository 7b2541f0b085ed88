import { MSG, TEXT_CONTENT_MAX, TEXT_TITLE_MAX, type PreConfiguredText } from '@conecta/contract';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';

import { useSaveText } from '../hooks/use-save-text';
import type { TextFailure } from '../text-failure';
import { validateText, type TextField } from '../text-form';
import { TextAlert } from './text-alert';

type TextFormProps = {
  /** The text being edited; null for 'Novo texto'. */
  text: PreConfiguredText | null;
  onDone: () => void;
};

const ALERT_ID = 'text-form-alert';
const HINT_ID = 'text-content-hint';

/** Title and content of a ready-made text, with the inline alerts of the spec. */
export function TextForm({ text, onDone }: TextFormProps) {
  const X = MSG.texts;
  const [draft, setDraft] = useState({ title: text?.title ?? '', content: text?.content ?? '' });
  const [alert, setAlert] = useState<TextFailure | null>(null);
  const [invalid, setInvalid] = useState<TextField[]>([]);
  const { save, pending } = useSaveText({ onSaved: onDone, onFailed: setAlert });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateText(draft);
    if (!result.ok) {
      setAlert({ title: result.message, description: '' });
      setInvalid(result.fields);
      if (result.fields[0]) document.getElementById(`text-${result.fields[0]}`)?.focus();
      return;
    }
    setAlert(null);
    setInvalid([]);
    save(text?.id ?? null, result.body);
  };

  const change = (field: TextField, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setInvalid((list) => list.filter((f) => f !== field));
  };

  const invalidProps = (field: TextField) =>
    invalid.includes(field) ? { 'aria-invalid': true, 'aria-describedby': ALERT_ID } : {};

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="text-form-title"
      className="grid gap-4 rounded-xl border bg-muted/40 p-4"
    >
      <h3 id="text-form-title" className="text-sm font-semibold text-slate-800">
        {text ? X.editTitle : X.newTitle}
      </h3>
      {alert ? <TextAlert id={ALERT_ID} {...alert} /> : null}
      <FormField id="text-title" label={X.titleLabel}>
        <Input
          id="text-title"
          value={draft.title}
          maxLength={TEXT_TITLE_MAX}
          placeholder={X.titlePlaceholder}
          autoComplete="off"
          autoFocus
          onChange={(e) => change('title', e.target.value)}
          {...invalidProps('title')}
        />
      </FormField>
      <FormField id="text-content" label={X.contentLabel}>
        <Textarea
          id="text-content"
          value={draft.content}
          maxLength={TEXT_CONTENT_MAX}
          placeholder={X.contentPlaceholder}
          rows={5}
          onChange={(e) => change('content', e.target.value)}
          {...invalidProps('content')}
          aria-describedby={invalid.includes('content') ? `${ALERT_ID} ${HINT_ID}` : HINT_ID}
        />
        <p id={HINT_ID} className="text-xs text-muted-foreground">
          {X.contentHint}
        </p>
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
          {X.cancel}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner /> : null}
          {pending ? X.saving : X.save}
        </Button>
      </div>
    </form>
  );
}
