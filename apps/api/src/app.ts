import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyCookie from '@fastify/cookie';
import type { Kysely } from 'kysely';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/schema';
import type { PoolStats } from './db/connect';
import { pingDatabase } from './db/queries/health';
import { registerApiSignature } from './plugins/api-signature';
import { registerCanonicalHost } from './plugins/canonical-host';
import { registerAuth } from './plugins/auth';
import { registerStaffAuth } from './plugins/staff-auth';
import { registerOperatorAuth } from './plugins/operator-auth';
import { registerRateLimit } from './plugins/rate-limit';
import { registerErrorHandler } from '@athar/server-kit/error-handler';
import { registerHealth } from '@athar/server-kit/health';
import { registerMailOutbox } from './plugins/mail-outbox';
import { registerSmsOutbox } from './plugins/sms-outbox';
import { registerJobQueue, type JobQueueAppOptions } from './plugins/job-queue';
import { registerMetrics } from './plugins/metrics';
import { registerSecurityHeaders } from '@athar/server-kit/security-headers';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { registerWebApp } from './plugins/web-app';
import { serverOptions } from '@athar/server-kit/server-options';
import { createMailer, type Mailer } from './services/mailer';
import { aboutRoutes } from './routes/about';
import { authRoutes } from './routes/auth';
import { favouriteRoutes } from './routes/favourites';
import { userListRoutes } from './routes/user-lists';
import { userRoutes } from './routes/users';
import { campaignRoutes } from './routes/campaigns';
import { campaignRoleRoutes } from './routes/campaign-role';
import { campaignAdminRoutes } from './routes/campaign-admins';
import { familyUpdateRoutes } from './routes/family-updates';
import { duaRoutes } from './routes/duas';
import { campaignReportRoutes } from './routes/campaign-reports';
import { khatmaRoutes } from './routes/khatma';
import { donationRoutes } from './routes/donations';
import { givingScheduleRoutes } from './routes/giving-schedules';
import { givingManageRoutes } from './routes/giving-manage';
import { givingPhoneRoutes } from './routes/giving-phone';
import { campaignGivingNightsRoutes } from './routes/campaign-giving-nights';
import { receiptRoutes } from './routes/receipts';
import { statementRoutes } from './routes/statements';
import { internalRoutes } from './routes/internal';
import { internalCharityRoutes } from './routes/internal-charity';
import { internalOperatorRoutes } from './routes/internal-operators';
import { internalPermitRoutes } from './routes/internal-permits';
import { internalHijriRoutes } from './routes/internal-hijri';
import { internalGivingRoutes } from './routes/internal-giving';
import { hijriRoutes } from './routes/hijri';
import { charityAuditRoutes } from './routes/charity-audit';
import { charityFeeStatementRoutes } from './routes/charity-fee-statements';
import { internalFeeStatementRoutes } from './routes/internal-fee-statements';
import { internalSettlementRoutes } from './routes/internal-settlement';
import { operatorSettlementRoutes } from './routes/operator-settlement';
import { operatorCashDepositRoutes } from './routes/operator-cash-deposits';
import { charityCashDepositRoutes } from './routes/charity-cash-deposits';
import { charityReconciliationRoutes } from './routes/charity-reconciliation';
import { charityFiguresRoutes } from './routes/charity-figures';
import { operatorFiguresRoutes } from './routes/operator-figures';
import { operatorFeeStatementRoutes } from './routes/operator-fee-statements';
import { charityPermitRoutes } from './routes/charity-permits';
import { charityTeamRoutes } from './routes/charity-team';
import { charityProjectRoutes } from './routes/charity-projects';
import { charityProjectDraftRoutes } from './routes/charity-project-drafts';
import { charityProjectTextRoutes } from './routes/charity-project-texts';
import { charityPageRoutes } from './routes/charity-page';
import { charityAuthRoutes } from './routes/charity-auth';
import { operatorAuthRoutes } from './routes/operator-auth';
import { operatorConsoleRoutes } from './routes/operator-console';
import { operatorTeamRoutes } from './routes/operator-team';
import { operatorApprovalRoutes } from './routes/operator-approvals';
import { operatorPaymentSettingsRoutes } from './routes/operator-payment-settings';
import { charityPaymentSettingsRoutes } from './routes/charity-payment-settings';
import { operatorModerationRoutes } from './routes/operator-moderation';
import { operatorProjectRoutes } from './routes/operator-projects';
import { operatorProjectTextRoutes } from './routes/operator-project-texts';
import { operatorNameChangeRoutes } from './routes/operator-name-changes';
import { operatorCategoryRoutes } from './routes/operator-categories';
import { operatorSitePageRoutes } from './routes/operator-site-pages';
import { operatorHomeFeaturedRoutes } from './routes/operator-home-featured';
import { operatorPermitRoutes } from './routes/operator-permits';
import { operatorApplicationRoutes } from './routes/operator-applications';
import { charityApplicationRoutes } from './routes/charity-applications';
import { dataRequestRoutes } from './routes/data-requests';
import { dataBreachRoutes } from './routes/data-breaches';
import { personalDataReadRoutes } from './routes/personal-data-reads';
import { cashQueueRoutes } from './routes/cash-queue';
import { charityRecordRoutes } from './routes/charity-records';
import { deliveryUpdateRoutes } from './routes/delivery-updates';
import { followRoutes } from './routes/follows';
import { oneClickUnsubscribeRoutes } from './routes/one-click-unsubscribe';
import { smsRoutes } from './routes/sms';
import { smsSimulatorRoutes } from './routes/sms-simulator';
import { contactRoutes } from './routes/contact';
import { ngoRoutes } from './routes/ngos';
import { projectRoutes } from './routes/projects';
import { searchRoutes } from './routes/search';
import { referenceRoutes } from './routes/reference';
import { shortLinkRoutes } from './routes/short-links';
import { ogImageRoutes } from './routes/og-images';
import { testClockRoutes } from './routes/test-clock';
import { createTestClock, realClock } from './lib/test-clock';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: Config;
    mailer: Mailer;
  }
}

export const WEB_DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface BuildAppOptions {
  config: Config;
  db: Kysely<Database>;
  /** pino level, or false for no logs (tests) */
  logLevel?: string | false;
  webDistDir?: string;
  /** tests may pass their own; by default SMTP_URL or files under DATA_DIR/mail */
  mailer?: Mailer;
  /** the database pool's connections, for /metrics */
  poolStats?: () => PoolStats | null;
  /** pg-boss's database (DatabaseHandle.executeSql) and settings: scheduled jobs run once the app listens; none without */
  jobQueue?: JobQueueAppOptions;
}

/** Builds the api (plugins first, then routes) without listening, so tests can use inject(). */
export async function buildApp(options: BuildAppOptions) {
  const { config, db } = options;
  const app = Fastify(
    serverOptions(options.logLevel ?? config.LOG_LEVEL, config.TRUST_PROXY),
  ).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checkAgainstZod: config.NODE_ENV === 'test' }));
  app.decorate('db', db);
  app.decorate('config', config);
  // the scheduled jobs' time: a settable test clock only with TEST_CLOCK=on (refused in production)
  const testClock = config.TEST_CLOCK === 'on' ? createTestClock() : null;
  app.decorate('clock', testClock ?? realClock);
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      mailDir: path.join(config.dataDir, 'mail'),
      log: (message) => app.log.info(message),
    });
  app.decorate('mailer', mailer);
  // the app's own mailer: added first so it closes last (Fastify runs onClose hooks last-added
  // first), after the outboxes and the job queue have finished their sends
  if (mailer !== options.mailer) app.addHook('onClose', async () => mailer.close?.());

  registerErrorHandler(app);
  registerMetrics(app, options.poolStats);
  registerSecurityHeaders(app, config.PUBLIC_URL);
  if (config.CANONICAL_HOST === 'redirect')
    registerCanonicalHost(app, { publicUrl: config.PUBLIC_URL, aliases: config.PUBLIC_URL_ALIASES });
  registerApiSignature(app, config.API_SIGNATURE);
  registerAuth(app);
  registerStaffAuth(app);
  await app.register(fastifyCookie);
  registerOperatorAuth(app);
  registerMailOutbox(app);
  registerSmsOutbox(app);
  registerJobQueue(app, options.jobQueue);
  registerRateLimit(app, config.REDIS_URL);
  registerHealth(app, () => pingDatabase(db));

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Athar API', description: 'أثر — واجهة برمجة التطبيقات', version: '1.0.0' },
      components: {
        securitySchemes: {
          apiSignature: { type: 'apiKey', in: 'header', name: 'X-Api-Signature' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ apiSignature: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // the docs page's own policy (its inline code by hash, no 'unsafe-inline'), usable on plain http too
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (policy) => policy.replace(/\s*upgrade-insecure-requests;?/, ''),
  });

  await app.register(referenceRoutes);
  await app.register(aboutRoutes);
  await app.register(shortLinkRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(userListRoutes);
  await app.register(favouriteRoutes);
  await app.register(campaignRoutes);
  await app.register(campaignRoleRoutes);
  await app.register(campaignAdminRoutes);
  await app.register(familyUpdateRoutes);
  await app.register(duaRoutes);
  await app.register(campaignReportRoutes);
  await app.register(khatmaRoutes);
  await app.register(donationRoutes);
  await app.register(givingScheduleRoutes);
  await app.register(givingManageRoutes);
  await app.register(givingPhoneRoutes);
  await app.register(campaignGivingNightsRoutes);
  await app.register(receiptRoutes);
  await app.register(statementRoutes);
  await app.register(internalRoutes);
  await app.register(internalCharityRoutes);
  await app.register(internalOperatorRoutes);
  await app.register(charityAuthRoutes);
  await app.register(operatorAuthRoutes);
  await app.register(operatorConsoleRoutes);
  await app.register(operatorTeamRoutes);
  await app.register(operatorApprovalRoutes);
  await app.register(operatorModerationRoutes);
  await app.register(operatorPermitRoutes);
  await app.register(operatorApplicationRoutes);
  await app.register(charityApplicationRoutes);
  await app.register(dataRequestRoutes);
  await app.register(dataBreachRoutes);
  await app.register(personalDataReadRoutes);
  await app.register(cashQueueRoutes);
  await app.register(charityRecordRoutes);
  await app.register(deliveryUpdateRoutes);
  await app.register(followRoutes);
  await app.register(oneClickUnsubscribeRoutes);
  await app.register(internalPermitRoutes);
  await app.register(internalHijriRoutes);
  await app.register(internalGivingRoutes);
  await app.register(hijriRoutes);
  await app.register(charityPermitRoutes);
  await app.register(charityAuditRoutes);
  await app.register(operatorFeeStatementRoutes);
  await app.register(charityFeeStatementRoutes);
  await app.register(charityPaymentSettingsRoutes);
  await app.register(operatorPaymentSettingsRoutes);
  await app.register(internalFeeStatementRoutes);
  await app.register(operatorSettlementRoutes);
  await app.register(operatorCashDepositRoutes);
  await app.register(charityCashDepositRoutes);
  await app.register(charityReconciliationRoutes);
  await app.register(operatorFiguresRoutes);
  await app.register(charityFiguresRoutes);
  await app.register(internalSettlementRoutes);
  await app.register(charityProjectRoutes);
  await app.register(charityProjectDraftRoutes);
  await app.register(operatorProjectRoutes);
  await app.register(charityProjectTextRoutes);
  await app.register(operatorProjectTextRoutes);
  await app.register(charityPageRoutes);
  await app.register(operatorNameChangeRoutes);
  await app.register(operatorCategoryRoutes);
  await app.register(operatorSitePageRoutes);
  await app.register(operatorHomeFeaturedRoutes);
  await app.register(charityTeamRoutes);
  await app.register(smsRoutes);
  if (!config.SMS_OUTBOUND_URL) await app.register(smsSimulatorRoutes);
  await app.register(ngoRoutes);
  await app.register(projectRoutes);
  await app.register(searchRoutes);
  await app.register(contactRoutes);
  await app.register(ogImageRoutes, { uploadsDir: path.join(config.dataDir, 'uploads') });
  if (testClock) await app.register(testClockRoutes, { clock: testClock });

  await registerWebApp(app, {
    distDir: options.webDistDir ?? WEB_DIST_DIR,
    uploadsDir: path.join(config.dataDir, 'uploads'),
    apiSignature: config.API_SIGNATURE,
    publicUrl: config.PUBLIC_URL,
    payUrl: config.PAY_PUBLIC_URL,
  });
  return app;
}

export type ApiApp = Awaited<ReturnType<typeof buildApp>>;
