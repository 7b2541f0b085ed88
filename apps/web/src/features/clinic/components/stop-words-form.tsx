import { MSG, routineEndpoints, type StopWordsResponse } from '@conecta/contract';
import type { FormEvent } from 'react';

import { FoldingSection } from '@/components/folding-section';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { SettingsNotLoaded, useSettingsForm } from '@/features/settings-form';

import { getStopWords, saveStopWords } from '../api/stop-words';

const R = MSG.routineRules;
const key = (userId: string) => ['routines', userId, 'stop-words'] as const;

/**
 * 'Palavras de parada', a section of 'Clínica': opening it loads the words in force, one per
 * line; saving keeps the clinic's own list, 'Restaurar padrão' goes back to the defaults.
 */
export function StopWordsForm({ userId }: { userId: string }) {
  return (
    <FoldingSection title={R.stopWordsTitle}>
      <StopWordsBody userId={userId} />
    </FoldingSection>
  );
}

function StopWordsBody({ userId }: { userId: string }) {
  const { query, draft, setDraft, save } = useSettingsForm<
    StopWordsResponse,
    string[] | null,
    string
  >({
    key: () => key(userId),
    get: getStopWords,
    save: saveStopWords,
    endpoint: routineEndpoints.setStopWords,
    savedTitle: R.stopWordsSaved,
    failedTitle: R.stopWordsSaveFailed,
  });

  if (!query.data)
    return (
      <SettingsNotLoaded
        query={query}
        loading={R.stopWordsLoading}
        failed={R.stopWordsLoadFailed}
      />
    );
  const text = draft ?? query.data.words.join('\n');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      text
        .split('\n')
        .map((w) => w.trim())
        .filter(Boolean),
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-3 px-4 pb-4">
      <p className="text-xs text-slate-600">{R.stopWordsHint}</p>
      <div className="grid gap-1.5">
        <Label htmlFor="stop-words">{R.stopWordsLabel}</Label>
        <Textarea
          id="stop-words"
          rows={5}
          value={text}
          onChange={(e) => setDraft(e.target.value)}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          {save.isPending ? R.stopWordsSaving : R.stopWordsSave}
        </Button>
        {query.data.custom ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={save.isPending}
            onClick={() => save.mutate(null)}
          >
            {R.stopWordsRestore}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
