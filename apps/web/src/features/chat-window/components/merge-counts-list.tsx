import { type MergeCounts, MSG } from '@conecta/contract';

const ORDER: Array<keyof MergeCounts> = [
  'messages',
  'tags',
  'tasks',
  'appointments',
  'waitingList',
  'notes',
  'identifiers',
];

/** What moves with a merge (or goes back with its undo), one line per kind, with its count. */
export function MergeCountsList({ counts, label }: { counts: MergeCounts; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      {ORDER.map((kind) => (
        <div key={kind} className="contents">
          <dt className="text-muted-foreground">{MSG.merge.counts[kind]}</dt>
          <dd className="text-right font-medium tabular-nums">{counts[kind]}</dd>
        </div>
      ))}
    </dl>
  );
}
