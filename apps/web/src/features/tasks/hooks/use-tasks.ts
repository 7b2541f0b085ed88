import { MSG } from '@conecta/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { endsSession, errorText } from '@/lib/error-text';
import { LIVE_EVENTS, onLive } from '@/lib/live-events';

import { listTasks } from '../api/list-tasks';
import { taskKeys } from '../api/task-keys';
import { taskToast } from '../task-toast';

/**
 * The tasks of one chat, fetched fresh each time 'Gerenciar Tarefas' opens, and again when the
 * live stream says the chat changed (a task was just sent). A failure toasts 'Erro ao carregar
 * tarefas' once.
 */
export function useTasks(userId: string, chatId: string) {
  const query = useQuery({
    queryKey: taskKeys.chat(userId, chatId),
    queryFn: ({ signal }) => listTasks(chatId, signal),
    staleTime: 0,
  });

  const toasted = useRef(query.errorUpdatedAt);
  const { error, errorUpdatedAt, refetch } = query;
  useEffect(() => {
    if (!error || errorUpdatedAt === toasted.current) return;
    toasted.current = errorUpdatedAt;
    if (endsSession(error)) return;
    const T = MSG.tasks;
    const description = errorText(error, { network: T.tryAgain, unknown: T.listError });
    taskToast({ variant: 'destructive', title: T.loadErrorTitle, description });
  }, [error, errorUpdatedAt]);

  useEffect(
    () =>
      onLive(LIVE_EVENTS.chatUpdate, (detail) => {
        if (detail.chatId === chatId) void refetch();
      }),
    [chatId, refetch],
  );

  return {
    tasks: query.data,
    loading: query.isPending,
    failed: query.isError && !query.data,
    retry: () => void refetch(),
  };
}
