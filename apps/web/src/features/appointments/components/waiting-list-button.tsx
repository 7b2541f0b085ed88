import { MSG, type Chat } from '@conecta/contract';
import { ListPlus } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';

import { WaitingListDialog } from './waiting-list-dialog';

/** 'Lista de espera' from the chat window's header, beside the appointment button. */
export function WaitingListButton({ chat, userId }: { chat: Chat; userId: string }) {
  const [open, setOpen] = useState(false);
  const label = MSG.waitingList.menuItem;
  return (
    <>
      <Button
        variant="outline"
        aria-label={label}
        title={label}
        className="h-11 shrink-0 px-3 sm:size-8 sm:px-0"
        onClick={() => setOpen(true)}
      >
        <ListPlus aria-hidden="true" className="size-4" />
        <span className="sm:hidden">{label}</span>
      </Button>
      {open ? (
        <WaitingListDialog chat={chat} userId={userId} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
