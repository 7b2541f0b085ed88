import { MSG, TOAST_MS } from '@conecta/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { toastFailure } from '@/components/failure-toast';

import { listTasks } from '../api/tasks-api';
import { taskKeys } from '../queries';

/**
 * The tasks of one chat, fetched fresh each time 'Gerenciar Tarefas' opens, and again when the
 * live stream says the chat changed (a task was just sent: it invalidates `taskKeys.chat`). A failure toasts 'Erro ao carregar
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
    const T = MSG.tasks;
    toastFailure(T.loadErrorTitle, error, TOAST_MS.dashboard, {
      network: T.tryAgain,
      unknown: T.listError,
    });
  }, [error, errorUpdatedAt]);

  return {
    tasks: query.data,
    loading: query.isPending,
    failed: query.isError && !query.data,
    retry: () => void refetch(),
  };
}
