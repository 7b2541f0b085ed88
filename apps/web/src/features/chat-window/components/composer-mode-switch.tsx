import { MSG } from '@conecta/contract';
import { Lock, MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';

import { cn } from '@/lib/utils';

export type ComposerMode = 'message' | 'note';

const TAB =
  'inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring max-sm:h-11';

/**
 * Above the field: write to the patient ('Mensagem') or to the team ('Nota interna', in amber,
 * 'Só a equipe vê'). Two toggle buttons, reached with Tab like the rest of the bar.
 */
export function ComposerModeSwitch({
  mode,
  onChange,
  extra,
}: {
  mode: ComposerMode;
  onChange: (mode: ComposerMode) => void;
  /** At the row's end, outside the pair ('Sugerir resposta' while writing a message). */
  extra?: ReactNode;
}) {
  const N = MSG.notes;
  return (
    <div className="flex items-center gap-2 pb-2">
      <div role="group" aria-label={N.modeLabel} className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          aria-pressed={mode === 'message'}
          onClick={() => onChange('message')}
          className={cn(
            TAB,
            mode === 'message'
              ? 'bg-emerald-700 text-white'
              : 'border border-slate-200 bg-white text-slate-700 hover:bg-slate-50',
          )}
        >
          <MessageSquare aria-hidden="true" className="size-4" />
          {N.modeMessage}
        </button>
        <button
          type="button"
          aria-pressed={mode === 'note'}
          onClick={() => onChange('note')}
          className={cn(
            TAB,
            mode === 'note'
              ? 'bg-amber-500 text-amber-950'
              : 'border border-amber-300 bg-amber-50 text-amber-900 hover:bg-amber-100',
          )}
        >
          <Lock aria-hidden="true" className="size-4" />
          {N.modeNote}
        </button>
        {mode === 'note' ? (
          <span className="text-xs font-medium text-amber-800">{N.teamOnly}</span>
        ) : null}
      </div>
      {extra}
    </div>
  );
}
