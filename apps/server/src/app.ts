import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';

import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createAdminGuard } from './http/require-admin.ts';
import { createAdminInstancesService, adminRoutes } from './modules/admin/index.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { registerClosingGate } from './http/closing-gate.ts';
import { registerRouteSchemas } from './http/route-schemas.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { fastifyOptions } from './http/fastify-options.ts';
import { registerCors } from './http/cors.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerCompression } from './http/compression.ts';
import { registerConditionalGet } from './http/conditional-get.ts';
import { healthRoutes } from './http/health-routes.ts';
import { registerMetrics } from './http/metrics.ts';
import { createEventBus } from './events/event-bus.ts';
import { createSessionEnds } from './events/session-ends.ts';
import { appointmentRoutes, createReminderSettingsService } from './modules/appointments/index.ts';
import { waitingListRoutes } from './modules/waiting-list/index.ts';
import { satisfactionRoutes } from './modules/satisfaction/index.ts';
import {
  privacyRoutes,
  createErasedChats,
  createErasedRowsCompactor,
  createTombstone,
} from './modules/privacy/index.ts';
import { taskRoutes, createTasksService } from './modules/tasks/index.ts';
import { createBoardService, movedChatCard, boardRoutes } from './modules/board/index.ts';
import {
  chatRoutes,
  clinicChatNumbers,
  createChatsService,
  type MediaJob,
} from './modules/conversations/index.ts';
import { chatMergeRoutes, createChatMergesService } from './modules/chat-merges/index.ts';
import { sseRoutes } from './events/sse-routes.ts';
import type { Clock } from './lib/clock.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createBackgroundWork } from './lib/background.ts';
import { createInvitationService, teamRoutes, createTeamService } from './modules/clinics/index.ts';
import {
  createStopWordsService,
  routineRoutes,
  createRoutinesService,
  createOpeningHoursService,
  createSendPacingService,
} from './modules/routines/index.ts';
import { tagRoutes, createTagsService } from './modules/tags/index.ts';
import { textRoutes, createTextsService } from './modules/texts/index.ts';
import {
  assistantRoutes,
  createAssistantClient,
  createAssistantService,
} from './modules/assistant/index.ts';
import { connectionRoutes } from './modules/connection/index.ts';
import { createInstanceAccess } from './modules/instances/index.ts';
import { webhookRoutes, createWebhookService } from './modules/webhooks/index.ts';
import { createSecretBox } from './lib/secret-box.ts';
import type { MessagingProvider } from './providers/messaging-provider.ts';
import { createProviders } from './providers/create-providers.ts';
import { createAgendaServices } from './wiring/create-agenda-services.ts';
import { createConnectionServices } from './wiring/create-connection-services.ts';
import { createPrivacyServices } from './wiring/create-privacy-services.ts';
import { registerAccountRoutes } from './wiring/register-account-routes.ts';
import { wireMedia } from './wiring/wire-media.ts';
import { wireChatWindow } from './wiring/wire-chat-window.ts';
import { wireWhatsappTemplates } from './wiring/wire-whatsapp-templates.ts';
import { wireBackups } from './wiring/wire-backups.ts';
import { wirePush } from './wiring/wire-push.ts';
import { wireBackgroundWork } from './wiring/wire-background-work.ts';
import { type AppServices, registerServices } from './wiring/app-services.ts';
import { wireReports } from './wiring/wire-reports.ts';
import { wirePublicApi } from './wiring/wire-public-api.ts';
import { createWebhookOutbox } from './modules/webhook-endpoints/index.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Required, so that a test cannot start an app that reads another clock than its own. */
  clock: Clock;
  mailer?: Mailer;
  webDist: string;
  provider?: MessagingProvider;
  /** SSE heartbeat period; 15 s unless a caller needs it faster. */
  heartbeatMs?: number;
  logger?: FastifyServerOptions['logger'];
}

/** Composition root: wires services and routes; never listens (tests call `inject`). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify(fastifyOptions(config, deps.logger));
  const { clock } = deps;
  const mailer =
    deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });

  // The API speaks JSON only; any other body type answers 415 instead of reaching a schema.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app);
  registerClosingGate(app);
  // Before any route: the docs learn each route, with its schemas, as it is added.
  registerRouteSchemas(app);
  await registerApiDocs(app, { enabled: config.apiDocs });
  healthRoutes(app, { db: database.db });
  if (config.metricsToken) {
    // Read at each scrape, once the services below exist.
    registerMetrics(app, config.metricsToken, {
      database,
      clock,
      openStreams: () => bus.subscriberCount(),
      mediaQueueDepth: () => downloader.depth(),
    });
  }
  registerSecurityHeaders(app, { publicUrl: config.publicUrl });
  registerCors(app, config.corsOrigins);

  // Mails sent after the answer (reset links, security notices); shutdown waits for them.
  const background = createBackgroundWork(app.log);
  const { auth, requireAuth, limiter, purgeLimits } = await registerAccountRoutes(app, {
    config,
    db: database.db,
    clock,
    mailer,
    webDist: deps.webDist,
    background,
  });

  const db = database.db;
  const bus = createEventBus({ database, clock, log: app.log });
  // Every live event that is also a webhook event (a message, a column, an answer, the number)
  // is queued in the webhooks' outbox as it is published.
  const webhookOutbox = createWebhookOutbox({ db, clock, log: app.log });
  const publish = webhookOutbox.tap(bus.publish);
  teamRoutes(app, {
    team: createTeamService({
      db: database.db,
      clock,
      mailer,
      publicUrl: config.publicUrl,
      publish,
    }),
    invitations: createInvitationService({ db: database.db, clock, limiter, auth, publish }),
    requireAuth,
  });
  const sessionEnds = createSessionEnds(database);
  app.addHook('onReady', async () => {
    await bus.start();
    await sessionEnds.start();
  });
  sseRoutes(app, { auth, bus, sessionEnds, clock, heartbeatMs: deps.heartbeatMs ?? 15_000 });
  const provider =
    deps.provider ??
    createProviders({ zapiBaseUrl: config.zapiBaseUrl, cloudApiBaseUrl: config.cloudApiBaseUrl });
  const access = createInstanceAccess(db, createSecretBox(config.jwtSecret));
  // Privacy's suppression list and the compaction after an erasure: the sync and the webhooks
  // use the first, the erasure and retention the second.
  const tombstone = createTombstone(config.jwtSecret);
  const erased = createErasedChats({ db, tombstone });
  const compactor = createErasedRowsCompactor({ database, log: app.log });
  const timeZoneOf = (userId: string) => auth.timeZoneOf(userId);
  const { sync, connection, health, connectionWatch } = createConnectionServices({
    db,
    clock,
    provider,
    access,
    mailer,
    publish,
    publicUrl: config.publicUrl,
    log: app.log,
    erased,
    timeZoneOf,
  });
  // The assistant is built further down: a stored voice note reaches it through this late hook.
  let onStored: ((job: MediaJob) => void) | undefined;
  const { media, downloader, legacySealing, sweepWork, sweepEveryMs } = await wireMedia(app, {
    config,
    database,
    clock,
    access,
    onStored: (job) => onStored?.(job),
  });
  const chats = createChatsService({ db, clock, publish, cardOf: movedChatCard });
  const board = createBoardService({ db });
  const tags = createTagsService({ db, clock, publish, chats });
  const sendPacing = createSendPacingService({
    db,
    clock,
    defaults: config.automaticPacing,
    chatNumbers: (clinicId, chatIds) => clinicChatNumbers(db, clinicId, chatIds),
  });
  const { appointments, waitingList, satisfaction, replies } = createAgendaServices({
    db,
    clock,
    publish,
    chats,
    tags,
    timeZoneOf,
    numbersToday: sendPacing.numbersToday,
    emitWebhook: webhookOutbox.emit,
  });
  // Web Push of a patient's new message: queued by the webhook, sent beside it.
  const pushNotifier = wirePush(app, { config, db, clock, requireAuth });
  const { onCloudAccountChange } = wireWhatsappTemplates(app, {
    db,
    clock,
    provider,
    access,
    requireAuth,
  });
  const webhooks = createWebhookService({
    access,
    db,
    clock,
    log: app.log,
    onMediaQueued: () => downloader.nudge(),
    publish,
    onConnection: (clinicId, connected, instanceRowId) =>
      connection.providerReported(clinicId, connected, instanceRowId),
    replies,
    erased,
    onPatientMessage: (clinicId, message) => pushNotifier.notify(clinicId, message),
    onCloudAccountChange,
  });
  connectionRoutes(app, { connection, health, requireAuth });
  waitingListRoutes(app, { waitingList, requireAuth });
  satisfactionRoutes(app, { satisfaction, requireAuth });
  webhookRoutes(app, { webhooks });
  boardRoutes(app, { board, requireAuth });
  chatRoutes(app, { chats, requireAuth });
  chatMergeRoutes(app, {
    merges: createChatMergesService({
      db,
      clock,
      publish,
      timeZoneOf,
      erasedAt: (clinicId, chatId) => erased.erasedAt(clinicId, chatId),
    }),
    requireAuth,
  });
  appointmentRoutes(app, {
    appointments,
    reminderSettings: createReminderSettingsService({ db }),
    requireAuth,
  });
  const privacy = createPrivacyServices({
    db,
    clock,
    media,
    secret: config.jwtSecret,
    timeZoneOf,
    log: app.log,
    compactor,
    tombstone,
  });
  const { messages } = wireChatWindow(app, {
    db,
    clock,
    provider,
    access,
    media,
    publish,
    log: app.log,
    requireAuth,
    jwtSecret: config.jwtSecret,
    onMention: (clinicId, mention) => pushNotifier.notifyMention(clinicId, mention),
    readingLog: privacy.access,
  });
  privacyRoutes(app, { ...privacy, requireAuth });
  const assistant = createAssistantService({
    db,
    clock,
    config: config.assistant,
    client: config.assistant && createAssistantClient(config.assistant),
    media,
    access: privacy.access,
  });
  assistantRoutes(app, { assistant, requireAuth });
  // A clinic that chose it has each new voice note transcribed once stored, beside the ingest.
  if (config.assistant?.transcribeModel)
    onStored = (job) =>
      background.run('transcrição automática', () =>
        assistant.transcribeStored(job.clinicId, job.messageRowId),
      );
  const tasks = createTasksService({
    db,
    clock,
    publish,
    chats,
    timeZoneOf,
  });
  taskRoutes(app, { tasks, requireAuth });
  const backups = wireBackups(app, { config, database, clock, mailer, requireAuth });
  const reports = wireReports(app, { db, clock, timeZoneOf, requireAuth });
  wirePublicApi(app, {
    db,
    clock,
    limiter,
    requireAuth,
    timeZoneOf,
    messages,
    chats,
    appointments,
    waitingList,
    reports: reports.reports,
    chatRead: privacy.access.chatRead,
    erasedAmong: (clinicId, chatIds) => erased.among(clinicId, chatIds),
  });
  const { scheduler, calendarImport, webhookSender, ...senders } = wireBackgroundWork(app, {
    config,
    db,
    clock,
    mailer,
    requireAuth,
    provider,
    access,
    publish,
    timeZoneOf,
    tasks,
    appointments,
    pacing: config.automaticPacing,
    sendRevealedDisconnection: (clinicId, instanceId) =>
      connection.sendRevealedDisconnection(clinicId, instanceId),
    passes: {
      mediaRemovals: privacy.removals.runOnce,
      retention: privacy.retentionRunner.runOnce,
      erasedRowsCompaction: compactor.runOnce,
      legacyMediaSealing: legacySealing.runOnce,
      connectionWatch: connectionWatch.runOnce,
      backups: backups.runOnce,
      reportCatchUp: reports.catchUp.runOnce,
      rateLimitPurge: purgeLimits,
      liveEventsPrune: bus.prune,
      mediaWorkSweep: sweepWork,
      mediaWorkSweepEveryMs: sweepEveryMs,
    },
  });
  tagRoutes(app, { tags, requireAuth });
  routineRoutes(app, {
    routines: createRoutinesService({ db, clock }),
    stopWords: createStopWordsService({ db }),
    openingHours: createOpeningHoursService({
      db,
      timeZoneOf,
    }),
    sendPacing,
    requireAuth,
  });
  textRoutes(app, { texts: createTextsService({ db, clock }), requireAuth });
  adminRoutes(app, {
    admin: createAdminInstancesService({
      db,
      clock,
      access,
      publicUrl: config.publicUrl,
      onSaved: (clinicId, rowId) => connection.confirmLink(clinicId, rowId),
    }),
    requireAdmin: createAdminGuard(requireAuth),
  });

  registerServices(
    app,
    {
      sync,
      access,
      downloader,
      bus,
      scheduler,
      ...senders,
      retentionRunner: privacy.retentionRunner,
      compactor,
      legacySealing,
      background,
      connectionWatch,
      reportCatchUp: reports.catchUp,
      pushNotifier,
      backups,
      calendarImport,
      webhookOutbox,
      webhookSender,
    },
    sessionEnds,
  );
  // Last, so they see each answer as every other hook left it: the tag is of the plain bytes,
  // then the body is compressed.
  registerConditionalGet(app);
  registerCompression(app);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}
