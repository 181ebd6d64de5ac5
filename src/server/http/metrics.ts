import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import client from 'prom-client';
import { ProblemError, sendProblem } from './problem';

/**
 * `GET /metrics` (decisions §13 "Metrics"; docs/operations.md "Metrics"): Prometheus text of the
 * requests (a count and a latency histogram per method, route and status), the process (memory,
 * event-loop lag, from prom-client's defaults) and whatever the app adds to the registry it
 * answers (the pool, the backlogs). Only from the addresses `allow` names (BOS_METRICS_ALLOW), as
 * the connection's own peer address, never a forwarded one.
 */
export function installMetrics(app: FastifyInstance, allow: net.BlockList): client.Registry {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: 'bos_', eventLoopMonitoringPrecision: 20 });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new client.Counter({ name: 'bos_http_requests_total', help: 'Requests answered, by method, route (the path pattern) and status', labelNames, registers: [registry] });
  const duration = new client.Histogram({
    name: 'bos_http_request_duration_seconds', help: 'Time to answer, by method, route and status', labelNames, registers: [registry],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  });
  app.addHook('onResponse', async (request, reply) => {
    // a path no route has is one label, so probing paths cannot grow the series without bound
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
  // sent as is: a scrape is a few KiB on the local network, and compressing it cost about a
  // quarter of the scrape's time (docs/performance.md "Start-up and the metrics scrape")
  app.get('/metrics', { compress: false, config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    const peer = request.socket.remoteAddress ?? '';
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(peer)?.[1];
    const family = net.isIP(mapped ?? peer);
    if (family === 0 || !allow.check(mapped ?? peer, family === 4 ? 'ipv4' : 'ipv6')) {
      return sendProblem(reply, new ProblemError(403, 'forbidden-address', 'Metrics are answered only to the addresses in BOS_METRICS_ALLOW.'));
    }
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });
  return registry;
}
