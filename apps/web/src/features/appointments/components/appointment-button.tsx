import { MSG, type Chat } from '@conecta/contract';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';

import { AppointmentDialog } from './appointment-dialog';

/**
 * 'Agendar lembrete de consulta' from the chat window's header, as from the card's menu: the
 * dialog opens over the window and, closed, gives the focus back to this button.
 */
export function AppointmentButton({ chat, userId }: { chat: Chat; userId: string }) {
  const [open, setOpen] = useState(false);
  const label = MSG.appointmentRules.menuItem;
  return (
    <>
      <Button
        variant="outline"
        size="icon"
        aria-label={label}
        title={label}
        className="size-8 shrink-0"
        onClick={() => setOpen(true)}
      >
        <CalendarPlus aria-hidden="true" className="size-4" />
      </Button>
      {open ? (
        <AppointmentDialog chat={chat} userId={userId} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
