import { MSG, type PreConfiguredText } from '@conecta/contract';
import { MessageSquareText } from 'lucide-react';

import { SectionLoader } from '@/components/section-loader';

import { TextListItem } from './text-list-item';

type TextListProps = {
  texts: PreConfiguredText[];
  loading: boolean;
  editingId: string | null;
  onEdit: (text: PreConfiguredText) => void;
  onDelete: (text: PreConfiguredText) => void;
};

/** The ready-made texts, 'Carregando textos...' or 'Nenhum texto cadastrado'. */
export function TextList({ texts, loading, editingId, onEdit, onDelete }: TextListProps) {
  const X = MSG.texts;
  if (loading) return <SectionLoader label={X.loading} className="min-h-32" />;
  if (texts.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed py-10 text-center">
        <MessageSquareText aria-hidden="true" className="size-7 text-emerald-600" />
        <p className="text-sm font-medium text-slate-800">{X.empty}</p>
        <p className="max-w-xs px-4 text-xs text-muted-foreground">{X.emptyHint}</p>
      </div>
    );
  }
  return (
    <ul aria-label={X.title} className="grid gap-2">
      {texts.map((text) => (
        <TextListItem
          key={text.id}
          text={text}
          editing={text.id === editingId}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      ))}
    </ul>
  );
}
