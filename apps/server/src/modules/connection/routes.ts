import {
  zChatsInfoResponse,
  zProgressResponse,
  zQrCodeResponse,
  zStatusResponse,
} from '@conecta/contract';
import type { FastifyInstance } from 'fastify';

import type { AuthGuard } from '../../http/authenticate.ts';
import type { Db } from '../../db/client.ts';
import { listBoardChats } from '../chats/board-chats.ts';
import type { ConnectionService } from './connection-service.ts';

export function connectionRoutes(
  app: FastifyInstance,
  deps: { connection: ConnectionService; requireAuth: AuthGuard; db: Db },
) {
  const { connection, requireAuth, db } = deps;
  const opts = { preHandler: requireAuth };

  app.addHook('onSend', async (request, reply, payload) => {
    // Connection state and chat lists change every second: never from a cache.
    if (request.url.startsWith('/dashboard/zapi/')) reply.header('Cache-Control', 'no-store');
    return payload;
  });

  app.get('/dashboard/zapi/status', opts, async (request) =>
    zStatusResponse.parse(await connection.status(request.auth.userId)),
  );

  app.get('/dashboard/zapi/qr-code', opts, async (request) =>
    zQrCodeResponse.parse(await connection.qrCode(request.auth.userId)),
  );

  app.get('/dashboard/zapi/chats_info', opts, async (request) =>
    zChatsInfoResponse.parse(await connection.chatsInfo(request.auth.userId)),
  );

  app.get('/dashboard/zapi/chats_loading_progress', opts, async (request) =>
    zProgressResponse.parse(await connection.progress(request.auth.userId)),
  );

  app.get('/dashboard/zapi/chats', opts, async (request) =>
    listBoardChats(db, request.auth.userId),
  );
}
