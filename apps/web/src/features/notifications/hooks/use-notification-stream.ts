import { MSG, TOAST_MS } from '@conecta/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

import { toast } from '@/components/ui/use-toast';

import { showMessageNotification } from '../browser-notification';
import { startLiveSession, type LiveSession } from '../live-session';
import { notificationsPrefs } from '../notifications-prefs';
import type { StreamStatus } from '../stream-connection';

/**
 * The live-notification stream of this tab (use it once, in the signed-in area). Opens on mount,
 * closes on unmount (sign-out leaves the signed-in area). When the retries run out it toasts
 * 'Falha ao conectar ao servidor de notificações' and `lost` stays true until a connection
 * succeeds again; `retry` starts a fresh round of tries.
 */
export function useNotificationStream(userId: string) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const [lost, setLost] = useState(false);
  const session = useRef<LiveSession | null>(null);

  useEffect(() => {
    const live = startLiveSession({
      queryClient,
      userId,
      onStatus: (next) => {
        setStatus(next);
        if (next === 'failed') setLost(true);
        if (next === 'open') setLost(false);
      },
      onFirstSeen: (data) => showMessageNotification(data, notificationsPrefs.read()),
    });
    session.current = live;
    return () => {
      live.stop();
      session.current = null;
    };
  }, [queryClient, userId]);

  useEffect(() => {
    if (status !== 'failed') return;
    toast({
      variant: 'destructive',
      title: MSG.notifications.streamFailed,
      description: MSG.notifications.streamFailedDescription,
      duration: TOAST_MS.dashboard,
    });
  }, [status]);

  const retry = useCallback(() => session.current?.retry(), []);
  return { status, lost, retry };
}
