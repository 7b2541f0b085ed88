import { MSG } from '@conecta/contract';
import { QrCode, Smartphone, TriangleAlert } from 'lucide-react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

import { InstanceNextSteps } from './instance-next-steps';

type ConnectWhatsAppCardProps = {
  onConnect: () => void;
  /** Why the account cannot link right now (no instance, expired, provider down). */
  notice?: string | null;
  /** The account's e-mail when it has no instance yet: the card then says what to do next. */
  waitingEmail?: string | null;
};

/** Shown before a WhatsApp Business number is linked. */
export function ConnectWhatsAppCard({ onConnect, notice, waitingEmail }: ConnectWhatsAppCardProps) {
  const D = MSG.dashboard;
  return (
    <Card className="mx-auto w-full max-w-2xl overflow-hidden">
      <div className="h-1.5 bg-linear-to-r from-emerald-500 via-teal-500 to-emerald-600" />
      <div className="flex flex-col items-center gap-6 px-6 py-10 text-center sm:px-12 sm:py-14">
        <div className="relative flex size-20 items-center justify-center rounded-2xl bg-emerald-100 text-emerald-700">
          <Smartphone aria-hidden="true" className="size-10" />
          <span className="absolute -right-2 -bottom-2 flex size-9 items-center justify-center rounded-xl bg-card text-teal-700 shadow-md ring-1 ring-emerald-100">
            <QrCode aria-hidden="true" className="size-5" />
          </span>
        </div>
        <div className="grid max-w-md gap-2">
          <h2 className="text-xl font-semibold tracking-tight text-balance sm:text-2xl">
            {D.connectTitle}
          </h2>
          <p className="text-sm text-muted-foreground sm:text-base">{D.connectDescription}</p>
        </div>
        {notice ? (
          <Alert variant="warning" className="w-full max-w-md text-left">
            <TriangleAlert aria-hidden="true" />
            <p>{notice}</p>
          </Alert>
        ) : null}
        {waitingEmail ? <InstanceNextSteps email={waitingEmail} /> : null}
        <Button size="lg" onClick={onConnect} className="w-full sm:w-auto">
          <QrCode aria-hidden="true" />
          {D.connectNow}
        </Button>
      </div>
    </Card>
  );
}
