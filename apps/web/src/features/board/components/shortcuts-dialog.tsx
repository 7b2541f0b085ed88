import { MSG } from '@conecta/contract';

import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

type ShortcutsDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

const S = MSG.board.shortcuts;
const GROUPS: Array<{ title: string; keys: Array<[string, string]> }> = [
  {
    title: S.board,
    keys: [
      ['/', S.items.search],
      ['N', S.items.nextUnread],
      ['?', S.items.help],
      ['Esc', S.items.close],
    ],
  },
  {
    // A card is one stop of the Tab key; its handle and menu are an arrow away.
    title: S.card,
    keys: [
      ['→', S.items.cardMenu],
      ['←', S.items.cardHandle],
      ['Tab / Shift + Tab', S.items.cardNext],
    ],
  },
  {
    title: S.chat,
    keys: [
      ['Enter', S.items.send],
      ['Shift + Enter', S.items.newLine],
      ['/', S.items.texts],
    ],
  },
];

/** What '?' shows: the board's and the chat window's keys. */
export function ShortcutsDialog({ open, onOpenChange }: ShortcutsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{S.title}</DialogTitle>
          <DialogDescription>{S.description}</DialogDescription>
        </DialogHeader>
        {GROUPS.map((group) => (
          <section key={group.title} aria-label={group.title} className="grid gap-2">
            <h3 className="text-sm font-semibold text-slate-900">{group.title}</h3>
            <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
              {group.keys.map(([key, what]) => (
                <div key={key + what} className="contents">
                  <dt>
                    <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs text-slate-800">
                      {key}
                    </kbd>
                  </dt>
                  <dd className="text-slate-700">{what}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </DialogContent>
    </Dialog>
  );
}
