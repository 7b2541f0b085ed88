import { MSG, type Tag } from '@conecta/contract';
import { CircleAlert, Tags } from 'lucide-react';

import { SectionLoader } from '@/components/section-loader';
import { Button } from '@/components/ui/button';

import { TagListItem } from './tag-list-item';

type TagListProps = {
  tags: Tag[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  editingId: string | null;
  busy: boolean;
  onEdit: (tag: Tag) => void;
  onDelete: (tag: Tag) => void;
};

/** 'Etiquetas criadas': loading, failed (with a retry), empty, or the list. */
export function TagList({
  tags,
  loading,
  failed,
  onRetry,
  editingId,
  busy,
  ...actions
}: TagListProps) {
  const T = MSG.tagsAdmin;
  let body;
  if (loading) {
    body = <SectionLoader label={T.loading} className="min-h-32" />;
  } else if (failed || !tags) {
    body = (
      <div className="flex flex-col items-center gap-3 py-8 text-center">
        <CircleAlert aria-hidden="true" className="size-7 text-red-600" />
        <p className="text-sm font-medium text-slate-800">{T.loadFailed}</p>
        <Button size="sm" variant="outline" onClick={onRetry}>
          {T.retry}
        </Button>
      </div>
    );
  } else if (tags.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed py-8 text-center">
        <Tags aria-hidden="true" className="size-7 text-emerald-600" />
        <p className="text-sm font-medium text-slate-800">{T.empty}</p>
        <p className="max-w-xs px-4 text-xs text-muted-foreground">{T.emptyHint}</p>
      </div>
    );
  } else {
    body = (
      <ul aria-labelledby="tag-list-title" className="grid gap-1">
        {tags.map((tag) => (
          <TagListItem
            key={tag.id}
            tag={tag}
            editing={tag.id === editingId}
            disabled={busy}
            {...actions}
          />
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="tag-list-title" className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id="tag-list-title" className="text-sm font-semibold text-slate-800">
          {T.listTitle}
        </h3>
        {tags && tags.length > 0 ? (
          <span className="text-xs text-muted-foreground">{T.count(tags.length)}</span>
        ) : null}
      </div>
      {body}
    </section>
  );
}
