import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { addressList, defaultMailSettings, defaultPdfSettings, defaultWebhookSettings, type Config, type MailSettings, type OutboxSettings, type PdfSettings, type WebhookSettings } from './config';
import type { Database } from './db/connection';
import { installAuthentication } from './auth/authenticate';
import { loadJwtSecret, REFRESH_COOKIE } from './auth/sessions';
import { useCursorKey } from './db/page-cursor';
import { sanitizeErrorForLog } from './db/errors';
import { clientErrorHandler, frameworkErrors, installErrorHandler } from './http/error-handler';
import { installJsonBody } from './http/json-body';
import { installIdempotency } from './http/idempotency';
import { installInputGuard } from './http/input-guard';
import { documentOperations, documentSecurity } from './http/openapi';
import { problems, sendProblem } from './http/problem';
import { compiledSerializerCompiler } from './http/serializer';
import { installMetrics } from './http/metrics';
import { backlogs, type Backlogs } from './domain/outbox/backlogs';
import { deadlockRetries } from './domain/audit/audit-actor';
import client from 'prom-client';
import { PdfPool } from './pdf/pool';
import { accountingPeriodRoutes } from './routes/accounting-periods';
import { accountRoutes } from './routes/accounts';
import { apiKeyRoutes } from './routes/api-keys';
import { authRoutes } from './routes/auth';
import { companyRoutes } from './routes/companies';
import { currencyRoutes } from './routes/currencies';
import { customerRoutes } from './routes/customers';
import { fiscalYearRoutes } from './routes/fiscal-years';
import { journalEntryRoutes } from './routes/journal-entries';
import { itemPriceRoutes, itemRoutes } from './routes/items';
import { journalTemplateRoutes } from './routes/journal-templates';
import { reportRoutes } from './routes/reports';
import { stockEntryRoutes } from './routes/stock-entries';
import { purchaseOrderRoutes } from './routes/purchase-orders';
import { salesOrderRoutes } from './routes/sales-orders';
import { billRoutes } from './routes/bills';
import { invoiceRoutes } from './routes/invoices';
import { paymentRoutes } from './routes/payments';
import { supplierRoutes } from './routes/suppliers';
import { paymentTermsRoutes } from './routes/payment-terms';
import { taxRateRoutes } from './routes/tax-rates';
import { exchangeRateRoutes } from './routes/exchange-rates';
import { exchangeRevaluationRoutes } from './routes/exchange-revaluations';
import { auditEventRoutes } from './routes/audit-events';
import { userRoutes } from './routes/users';
import { chargeRoutes } from './routes/charges';
import { importRoutes } from './routes/imports';
import { startOutboxDispatcher } from './domain/outbox/outbox-dispatcher';
import { WebhookDispatcher } from './domain/webhooks/webhook-dispatcher';
import { webhookPoster } from './webhooks/post';
import { eventRoutes } from './routes/events';
import { webhookEndpointRoutes } from './routes/webhook-endpoints';
import { invoiceEmailHandler } from './domain/sales/invoice-emails';
import { invoiceDocument } from './domain/sales/invoice-documents';
import { smtpSender } from './mail/smtp';
import type { RouteContext } from './routes/context';
import { packageRoot } from './base/package-root';

export const API_PREFIX = '/api/v1';
export const JSON_BODY_LIMIT = 1024 * 1024;
export const webDistDir = path.join(packageRoot, 'dist/web');

export type AppOptions = {
  database: Database;
  config: Pick<Config, 'jwtSecret' | 'logLevel' | 'trustProxy' | 'secureCookies' | 'passwordHashCost'> & { prettyLogs?: boolean; uploadLimitBytes?: number; outbox?: Partial<OutboxSettings>; pdf?: Partial<PdfSettings>; mail?: Partial<MailSettings>; webhooks?: Partial<WebhookSettings>; metricsAllow?: string };
  /** The built console served at `/` (default dist/web); tests point it at a directory of their own. */
  consoleDir?: string;
  /**
   * Also encode every answer with zod and fail when it differs from the compiled serializer's
   * (which coerces rather than rejects): the test suite turns it on, production leaves it off.
   */
  verifyResponses?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
};

const API_PATH = /^\/api\/v1(?:[/?#]|$)/;
const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Builds the service: the API under /api/v1, its docs, health checks and the console. Tests use app.inject. */
export async function buildApp({ database, config, consoleDir = webDistDir, verifyResponses = false, logStream }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      ...(logStream ? { stream: logStream } : config.prettyLogs ? { transport: { target: 'pino-pretty', options: { colorize: true, singleLine: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } } : {}),
    },
    // one line per request, written when it is answered (below)
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  // One line per request: what was asked (the route's pattern, never the query or body), the
  // answer, how long it took and who asked (never a credential); the request id ties it to the client's.
  app.addHook('onResponse', async (request, reply) => {
    const principal = request.principal && (request.principal.apiKeyId ? `key:${request.principal.apiKeyId}` : `user:${request.principal.userId}`);
    request.log.info({
      method: request.method, route: request.routeOptions.url ?? 'unmatched', status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10, ...(principal ? { principal } : {}),
    }, 'request');
  });

  // JSON is the only body the API reads (multipart routes register their own parser).
  app.removeContentTypeParser('text/plain');
  installJsonBody(app);
  app.setValidatorCompiler(validatorCompiler);
  // Responses are written by serializers compiled once per route; the test suite also checks each against zod.
  app.setSerializerCompiler(compiledSerializerCompiler({ log: app.log, verify: verifyResponses }));
  installErrorHandler(app);
  installInputGuard(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  // While shutting down, answers close their connection, so in-flight requests finish and
  // their keep-alive sockets do not hold the shutdown open.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    if (closing) reply.header('Connection', 'close');
    // API answers carry tokens, key secrets and business data: no cache may keep them.
    if (API_PATH.test(request.url)) reply.header('Cache-Control', 'no-store');
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        // plugins stay forbidden; the sales-order PDF preview is a frame of the PDF fetched with the session (a blob: URL)
        objectSrc: ["'none'"],
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.secureCookies,
  });
  await app.register(fastifyCookie);
  // Answers of 1 KiB or more (API JSON, problems, the API docs) are compressed when the client
  // accepts it. Registered before every route, as its hook attaches to routes as they are added;
  // the console's files are compressed at build time and already carry Content-Encoding, which
  // this plugin leaves alone.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Business Ops API',
        version: '1.0.0',
        description: 'Back-office API: ledger, invoicing, orders, inventory, payments, imports and API keys. Errors are RFC 9457 problem details. '
          + 'What this document guarantees: docs/api-guide.md "The OpenAPI document".',
      },
      servers: [{ url: '/' }],
      ...documentSecurity(REFRESH_COOKIE),
    },
    transform: jsonSchemaTransform,
    transformObject: documentOperations(app) as never,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { url: `${API_PREFIX}/openapi.json` } as never });

  const jwtSecret = await loadJwtSecret(database.db, config.jwtSecret);
  useCursorKey(jwtSecret);
  await installAuthentication(app, database, jwtSecret);
  installIdempotency(app, database.db);

  app.get('/healthz', { config: { public: true }, schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    try {
      await database.db.execute(sql`SELECT 1 FROM currencies LIMIT 1`);
      return { status: 'ready', database: database.kind };
    } catch (error) {
      request.log.warn({ error: sanitizeErrorForLog(error) }, 'readiness check failed');
      return reply.code(503).send({ status: 'unavailable', database: database.kind });
    }
  });
  app.get(`${API_PREFIX}/openapi.json`, { config: { public: true }, schema: { hide: true } }, async () => app.swagger());

  // Sales-order PDFs render in worker threads, started on the first render and ended with the app.
  const pdfPool = new PdfPool({ ...defaultPdfSettings(), ...config.pdf });
  app.addHook('onClose', () => pdfPool.close());
  installOperationalMetrics(installMetrics(app, addressList(config.metricsAllow ?? '127.0.0.1/8,::1')!), database, pdfPool);
  // Invoices are emailed through BOS_SMTP_URL, by the outbox dispatcher after commit (domain/sales/invoice-emails.ts).
  const mail = { ...defaultMailSettings, ...config.mail };
  const smtp = mail.smtpUrl ? smtpSender(mail.smtpUrl) : undefined;
  const webhooks = { ...defaultWebhookSettings, ...config.webhooks };
  const context: RouteContext = {
    database, jwtSecret, config, uploadLimitBytes: config.uploadLimitBytes, renderPdf: pdfPool.render, mailConfigured: smtp !== undefined,
    webhookUrlPolicy: { allowPrivate: webhooks.allowPrivate },
    mail: smtp ? { send: smtp.send, from: mail.from } : undefined,
  };
  const resources = [
    authRoutes, companyRoutes, currencyRoutes, apiKeyRoutes, customerRoutes, accountRoutes, fiscalYearRoutes,
    accountingPeriodRoutes, journalEntryRoutes, journalTemplateRoutes, reportRoutes, supplierRoutes, itemRoutes, itemPriceRoutes,
    stockEntryRoutes, purchaseOrderRoutes, billRoutes, invoiceRoutes, chargeRoutes, salesOrderRoutes, paymentRoutes, importRoutes,
    paymentTermsRoutes,
    taxRateRoutes,
    exchangeRateRoutes,
    exchangeRevaluationRoutes,
    auditEventRoutes,
    userRoutes,
    eventRoutes,
    webhookEndpointRoutes,
  ];
  for (const routes of resources) {
    await app.register(routes, { prefix: API_PREFIX, ...context });
  }

  // Effects recorded by writes leave after commit: the dispatcher runs while the app does, and a
  // graceful shutdown waits for the batch under way (routes' onClose hooks run first: requests are done).
  const emailHandler = invoiceEmailHandler({
    send: smtp?.send, from: mail.from, retryDelaysMs: mail.retryDelaysMs,
    invoicePdf: async (ctx, invoiceId) => {
      const pdf = await invoiceDocument(ctx, invoiceId, 'STANDARD', pdfPool.render);
      return { content: pdf.content, filename: `${pdf.number}.pdf` };
    },
  });
  const outboxDispatcher = startOutboxDispatcher(database.db, {
    ...config.outbox, log: app.log, handlers: { email: emailHandler },
  });
  // Webhook deliveries are written with their events and sent after commit the same way (docs/webhooks.md).
  const webhookDispatcher = new WebhookDispatcher(database.db, webhookPoster(webhooks), webhooks, { log: app.log }).start();
  app.addHook('onClose', async () => {
    await Promise.all([outboxDispatcher.stop(), webhookDispatcher.stop()]);
    smtp?.close();
  });

  await registerConsole(app, consoleDir);
  return app;
}

/** The gauges of GET /metrics beside the requests': the pool, what waits after commit, the PDF renders (docs/operations.md "Metrics"). */
function installOperationalMetrics(registry: client.Registry, database: Database, pdfPool: PdfPool) {
  const registers = [registry];
  new client.Gauge({
    name: 'bos_db_pool_connections', help: 'The database pool (PostgreSQL): open, idle and max connections, and requests waiting for one', labelNames: ['state'], registers,
    collect() {
      const stats = database.poolStats?.();
      if (!stats) return;
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });
  // one query per scrape for both gauges: prom-client collects them side by side
  let scrape: Promise<Backlogs> | undefined;
  const current = () => (scrape ??= backlogs(database.db).finally(() => setImmediate(() => { scrape = undefined; })));
  new client.Gauge({
    name: 'bos_backlog', help: 'Work waiting after commit: outbox effects (emails), webhook deliveries, imports queued or running', labelNames: ['queue'], registers,
    async collect() {
      const b = await current();
      this.set({ queue: 'outbox' }, b.outbox.pending);
      this.set({ queue: 'webhooks' }, b.webhooks.pending);
      this.set({ queue: 'imports' }, b.imports.queued);
    },
  });
  new client.Gauge({
    name: 'bos_backlog_oldest_age_seconds', help: 'Age of the oldest waiting outbox effect and webhook delivery', labelNames: ['queue'], registers,
    async collect() {
      const b = await current();
      this.set({ queue: 'outbox' }, b.outbox.oldestAgeSeconds);
      this.set({ queue: 'webhooks' }, b.webhooks.oldestAgeSeconds);
    },
  });
  new client.Gauge({
    name: 'bos_pdf_renders', help: 'PDF renders running and waiting for a worker', labelNames: ['state'], registers,
    collect() {
      const { running, waiting } = pdfPool.load;
      this.set({ state: 'running' }, running);
      this.set({ state: 'waiting' }, waiting);
    },
  });
  let retriesReported = 0;
  new client.Counter({
    name: 'bos_deadlock_retries_total', help: 'Write transactions run again after PostgreSQL rolled them back to break a deadlock', registers,
    collect() {
      const retries = deadlockRetries();
      this.inc(retries - retriesReported);
      retriesReported = retries;
    },
  });
}

/** Content-hashed build output: a changed file gets a new name, so a cached copy never goes stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built console at `/`; any other GET outside the API falls back to index.html. Files are
 * sent pre-compressed (the .br or .gz written by the build, chosen by Accept-Encoding). Files
 * under /assets/ are cached for a year; everything else, index.html first, is revalidated on each
 * use (no-cache with an ETag: a 304 when unchanged), so a new release is picked up at once.
 */
async function registerConsole(app: FastifyInstance, consoleDir: string) {
  const indexHtml = path.join(consoleDir, 'index.html');
  const hasConsole = fs.existsSync(indexHtml);
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: consoleDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      etag: true,
      lastModified: false,
      setHeaders: (reply: FastifyReply) => {
        reply.header('Cache-Control', reply.request.url.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    // a missing asset (e.g. of an older build) is a 404, never index.html served as script
    const isApiOrFile = path.startsWith('/api/') || /\.[a-z0-9]+$/i.test(path);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isApiOrFile || !hasConsole) {
      return sendProblem(reply, problems.notFound(`${request.method} ${request.url.split('?')[0]}`));
    }
    return reply.sendFile('index.html');
  });
}
