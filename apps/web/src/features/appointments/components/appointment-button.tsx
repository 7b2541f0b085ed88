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
      {/* On a phone the actions have a row of their own: the words are shown, and the button is
          a 44 px touch target; where a pointer is precise, the icon alone, compact. */}
      <Button
        variant="outline"
        aria-label={label}
        title={label}
        className="h-11 shrink-0 px-3 sm:size-8 sm:px-0"
        onClick={() => setOpen(true)}
      >
        <CalendarPlus aria-hidden="true" className="size-4" />
        <span className="sm:hidden">{label}</span>
      </Button>
      {open ? (
        <AppointmentDialog chat={chat} userId={userId} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
