import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';

import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createAdminGuard } from './http/require-admin.ts';
import { createAdminInstancesService, adminRoutes } from './modules/admin/index.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { registerClosingGate } from './http/closing-gate.ts';
import { registerRouteSchemas } from './http/route-schemas.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './http/error-handler.ts';
import { loggerOptions } from './http/logger.ts';
import { registerCors } from './http/cors.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerCompression } from './http/compression.ts';
import { registerConditionalGet } from './http/conditional-get.ts';
import { healthRoutes } from './http/health-routes.ts';
import { registerMetrics } from './http/metrics.ts';
import { createEventBus } from './events/event-bus.ts';
import { createSessionEnds } from './events/session-ends.ts';
import { createScheduler } from './scheduler/scheduler.ts';
import { backgroundLoops } from './wiring/background-loops.ts';
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
  createChatsService,
  chatRoutes,
  createTwinMergeRunner,
  type MediaJob,
} from './modules/conversations/index.ts';
import { notesRepo } from './modules/notes/index.ts';
import { chatMergeRoutes, createChatMergesService } from './modules/chat-merges/index.ts';
import { sseRoutes } from './events/sse-routes.ts';
import type { Clock } from './lib/clock.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createBackgroundWork } from './lib/background.ts';
import { createInvitationService, teamRoutes, createTeamService } from './modules/clinics/index.ts';
import { waitLogged } from './lib/wait-logged.ts';
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
import { connectionEventsRepo, connectionRoutes } from './modules/connection/index.ts';
import { createInstanceAccess } from './modules/instances/index.ts';
import { webhookRoutes, createWebhookService } from './modules/webhooks/index.ts';
import { createPushNotifier, createPushService, pushRoutes } from './modules/push/index.ts';
import { createSecretBox } from './lib/secret-box.ts';
import type { MessagingProvider } from './providers/messaging-provider.ts';
import { createProviders } from './providers/create-providers.ts';
import { createAgendaServices } from './wiring/create-agenda-services.ts';
import { createAutomaticSenders } from './wiring/create-automatic-senders.ts';
import { createConnectionServices } from './wiring/create-connection-services.ts';
import { createPrivacyServices } from './wiring/create-privacy-services.ts';
import { registerAccountRoutes } from './wiring/register-account-routes.ts';
import { wireMedia } from './wiring/wire-media.ts';
import { wireChatWindow } from './wiring/wire-chat-window.ts';
import { wireWhatsappTemplates } from './wiring/wire-whatsapp-templates.ts';
import { wireBackups } from './wiring/wire-backups.ts';
import { wireReports } from './wiring/wire-reports.ts';
import { wirePublicApi } from './wiring/wire-public-api.ts';
import { wireCalendars } from './wiring/wire-calendars.ts';
import { wireWebhookEndpoints } from './wiring/wire-webhook-endpoints.ts';
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
  const { trustProxy } = config;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.logLevel),
    // A hop count means: believe X-Forwarded-For for that many proxies nearest to us, no more
    // (Fastify's types take the count only as such a function).
    trustProxy:
      typeof trustProxy === 'number'
        ? (_address: string, hop: number) => hop < trustProxy
        : trustProxy,
    bodyLimit: 1024 * 1024,
    // Above the contract's own limits (chat ids 200, webhook secrets 128), so they speak first.
    routerOptions: { maxParamLength: 256 },
    // Errors found before routing or by Node's parser answer in pt-BR too.
    frameworkErrors,
    clientErrorHandler,
    // Draining on shutdown answers in pt-BR (see closing-gate.ts).
    return503OnClosing: false,
  });
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
  const sendPacing = createSendPacingService({ db, clock, defaults: config.automaticPacing });
  const { appointments, waitingList, satisfaction, replies } = createAgendaServices({
    db,
    clock,
    publish,
    chats,
    tags,
    timeZoneOf,
    numberToday: async (clinicId) => (await sendPacing.get(clinicId)).today,
    emitWebhook: webhookOutbox.emit,
  });
  // Web Push of a patient's new message: queued by the webhook, sent beside it.
  const pushNotifier = createPushNotifier({
    db,
    clock,
    log: app.log,
    vapid: config.vapid,
    services: config.pushServices,
  });
  pushRoutes(app, {
    push: createPushService({
      db,
      clock,
      publicKey: config.vapid.publicKey,
      services: config.pushServices,
    }),
    requireAuth,
  });
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
    onConnection: (userId, connected) => connection.providerReported(userId, connected),
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
  const { taskRunner, routineRunner, reminderRunner, offerRunner, surveyRunner } =
    createAutomaticSenders({
      db,
      clock,
      provider,
      access,
      tasks,
      publish,
      sendsPerMinute: config.automaticSendsPerMinute,
      pacing: config.automaticPacing,
      // A send held because the number is down is counted for the board; a refusal that revealed
      // the disconnection records it as any other news of the connection.
      onHeld: async ({ clinicId, itemKey, revealed, now }) => {
        if (revealed) await connection.sendRevealedDisconnection(clinicId);
        await connectionEventsRepo.hold(db, clinicId, itemKey, now);
      },
    });
  const backups = wireBackups(app, { config, database, clock, mailer, requireAuth });
  const reports = wireReports(app, { db, clock, timeZoneOf, requireAuth });
  wirePublicApi(app, {
    db,
    clock,
    limiter,
    requireAuth,
    timeZoneOf,
    messages,
    appointments,
    waitingList,
    reports: reports.reports,
    chatRead: privacy.access.chatRead,
  });
  const calendarImport = wireCalendars(app, {
    config,
    db,
    clock,
    requireAuth,
    timeZoneOf,
    appointments,
  });
  const webhookSender = wireWebhookEndpoints(app, { config, db, clock, mailer, requireAuth });
  // Issue 48: chats of Brazilian mobiles without the ninth digit join their twins, once.
  const twins = createTwinMergeRunner({
    db,
    clock,
    log: app.log,
    note: (tx, n, at) => notesRepo.insert(tx, { ...n, authorId: null }, at),
  });
  const scheduler = createScheduler(
    backgroundLoops({
      ninthDigitTwins: twins.runOnce,
      tasks: taskRunner.runOnce,
      routines: routineRunner.runOnce,
      reminders: reminderRunner.runOnce,
      slotOffers: offerRunner.runOnce,
      satisfactionSurveys: surveyRunner.runOnce,
      mediaRemovals: privacy.removals.runOnce,
      retention: privacy.retentionRunner.runOnce,
      erasedRowsCompaction: compactor.runOnce,
      legacyMediaSealing: legacySealing.runOnce,
      connectionWatch: connectionWatch.runOnce,
      backups: backups.runOnce,
      reportCatchUp: reports.catchUp.runOnce,
      calendarImport: calendarImport.runOnce,
      rateLimitPurge: purgeLimits,
      liveEventsPrune: bus.prune,
      webhookDeliveries: webhookSender.runOnce,
      mediaWorkSweep: sweepWork,
      mediaWorkSweepEveryMs: sweepEveryMs,
    }),
    app.log,
  );
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
      onSaved: (clinicId) => connection.confirmLink(clinicId),
    }),
    requireAdmin: createAdminGuard(requireAuth),
  });

  app.decorate('services', {
    sync,
    access,
    downloader,
    bus,
    scheduler,
    taskRunner,
    routineRunner,
    reminderRunner,
    offerRunner,
    surveyRunner,
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
  });
  app.addHook('onClose', async () => {
    await waitLogged(app.log, 'notificações push', pushNotifier.idle());
    await waitLogged(app.log, 'tarefas e rotinas', scheduler.stop());
    await waitLogged(app.log, 'eventos de webhook', webhookOutbox.idle());
    await waitLogged(app.log, 'sincronização de conversas', sync.idle());
    await waitLogged(app.log, 'downloads de mídia', downloader.stop());
    await waitLogged(app.log, 'e-mails', background.idle());
    await waitLogged(app.log, 'eventos ao vivo', bus.stop());
    await waitLogged(app.log, 'fins de sessão', sessionEnds.stop());
  });
  // Last, so they see each answer as every other hook left it: the tag is of the plain bytes,
  // then the body is compressed.
  registerConditionalGet(app);
  registerCompression(app);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: {
      sync: ReturnType<typeof createConnectionServices>['sync'];
      access: ReturnType<typeof createInstanceAccess>;
      downloader: Awaited<ReturnType<typeof wireMedia>>['downloader'];
      bus: ReturnType<typeof createEventBus>;
      scheduler: ReturnType<typeof createScheduler>;
      taskRunner: ReturnType<typeof createAutomaticSenders>['taskRunner'];
      routineRunner: ReturnType<typeof createAutomaticSenders>['routineRunner'];
      reminderRunner: ReturnType<typeof createAutomaticSenders>['reminderRunner'];
      offerRunner: ReturnType<typeof createAutomaticSenders>['offerRunner'];
      surveyRunner: ReturnType<typeof createAutomaticSenders>['surveyRunner'];
      compactor: ReturnType<typeof createErasedRowsCompactor>;
      retentionRunner: ReturnType<typeof createPrivacyServices>['retentionRunner'];
      legacySealing: Awaited<ReturnType<typeof wireMedia>>['legacySealing'];
      background: ReturnType<typeof createBackgroundWork>;
      connectionWatch: ReturnType<typeof createConnectionServices>['connectionWatch'];
      reportCatchUp: ReturnType<typeof wireReports>['catchUp'];
      pushNotifier: ReturnType<typeof createPushNotifier>;
      backups: ReturnType<typeof wireBackups>;
      calendarImport: ReturnType<typeof wireCalendars>;
      webhookOutbox: ReturnType<typeof createWebhookOutbox>;
      webhookSender: ReturnType<typeof wireWebhookEndpoints>;
    };
  }
}
