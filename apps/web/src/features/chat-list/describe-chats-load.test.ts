import type { ChatsResponse } from '@conecta/contract';
import { describe, expect, it } from 'vitest';

import { ApiError, NetworkError } from '@/lib/http';

import { describeChatsFailure, describeChatsLoaded } from './describe-chats-load';

const answer = (totalChats: number, unreadCount: number): ChatsResponse => ({
  success: true,
  chats: [],
  totalChats,
  unreadCount,
  message: '',
});

describe('chat list toasts', () => {
  it('says how many loaded and how many are unread', () => {
    expect(describeChatsLoaded(answer(12, 5), false)).toEqual({
      title: '12 conversas carregadas',
      description: '5 mensagens não lidas',
    });
    expect(describeChatsLoaded(answer(12, 1), false).description).toBe('1 mensagem não lida');
    expect(describeChatsLoaded(answer(3, 0), false)).toEqual({
      title: '3 conversas carregadas',
      description: 'Todas lidas',
    });
  });

  it('after the progress screen says the chats are loaded', () => {
    expect(describeChatsLoaded(answer(40, 2), true)).toEqual({
      title: 'Chats carregados com sucesso!',
      description: '40 conversas carregadas',
    });
  });

  it('failure: the server message, or the connection error', () => {
    const failure = describeChatsFailure(new ApiError(500, 'INTERNAL', 'Falhou no servidor.'));
    expect(failure).toEqual({
      variant: 'destructive',
      title: 'Erro ao carregar conversas',
      description: 'Falhou no servidor.',
    });
    expect(describeChatsFailure(new NetworkError())).toEqual({
      variant: 'destructive',
      title: 'Erro de conexão',
      description: 'Não foi possível carregar as conversas',
    });
  });
});
