import { privacyEndpoints as endpoints } from '@conecta/contract';
import type { FastifyInstance } from 'fastify';

import { createEndpointRouter } from '../../http/endpoint-router.ts';
import type { AuthGuard } from '../../http/authenticate.ts';
import type { AccessLogService } from './access-log-service.ts';
import type { ErasureService } from './erasure-service.ts';
import type { PatientExportService } from './patient-export-service.ts';
import type { RetentionService } from './retention-service.ts';

export function privacyRoutes(
  app: FastifyInstance,
  deps: {
    access: AccessLogService;
    erasure: ErasureService;
    patientExport: PatientExportService;
    retention: RetentionService;
    requireAuth: AuthGuard;
  },
) {
  const { access, erasure, patientExport, retention } = deps;
  const route = createEndpointRouter(app, deps);

  route(endpoints.accessLog, (request) => access.list(request.auth, request.query));

  route(endpoints.accessLogCsv, async (request, reply) => {
    const csv = await access.csv(request.auth, request.query, request.ip);
    return reply
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', 'attachment; filename="acessos.csv"')
      .type('text/csv; charset=utf-8')
      .send(csv);
  });

  // Any member exports the board or a day's appointments; the browser says it did.
  route(endpoints.exported, (request) => access.exported(request.auth, request.body, request.ip));

  route(endpoints.erase, (request) =>
    erasure.erase(request.auth, request.params.chatId, request.body.confirmPhone, request.ip),
  );

  route(endpoints.retention, (request) => retention.get(request.auth.clinicId));

  route(endpoints.setRetention, (request) => retention.set(request.auth.clinicId, request.body));

  route(endpoints.retentionPreview, (request) =>
    retention.preview(request.auth.clinicId, request.query.months),
  );

  route(endpoints.exportLink, (request) => patientExport.link(request.auth, request.params.chatId));

  // A download is a plain navigation, which cannot send the token: the link is signed instead.
  route(endpoints.patientExport, async (request, reply) => {
    const file = await patientExport.open(request.query, request.ip);
    return reply
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
      .type('application/zip')
      .send(file.stream);
  });
}
