import { MSG } from '@conecta/contract';
import { CircleAlert } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** The chat list could not be fetched; the toast said why, this offers another try. */
export function ChatsLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Card className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-6 py-10 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">
        <CircleAlert aria-hidden="true" className="size-7" />
      </span>
      <p className="text-sm font-medium text-slate-800">{MSG.chats.loadFailed}</p>
      <Button onClick={onRetry}>{MSG.chats.retry}</Button>
    </Card>
  );
}
