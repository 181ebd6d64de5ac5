import { idParams, pageOf, problem } from '../../contract/common';
import {
  webhookDelivery, webhookDeliveryListQuery, webhookEndpoint, webhookEndpointCreate, webhookEndpointCreated, webhookEndpointListQuery, webhookEndpointUpdate,
} from '../../contract/webhooks';
import { listWebhookDeliveries, retryWebhookDelivery, testWebhookEndpoint } from '../domain/webhooks/webhook-deliveries';
import {
  createWebhookEndpoint, deleteWebhookEndpoint, getWebhookEndpoint, listWebhookEndpoints, updateWebhookEndpoint,
} from '../domain/webhooks/webhook-endpoints';
import { inTransaction, readContext, sendCreated } from './context';
import { resourceRoutes } from './resource-kit';

const write = 'webhook-endpoints:write';

export const webhookEndpointRoutes = resourceRoutes('webhook-endpoints', ({ app, db, ...kit }, { webhookUrlPolicy = { allowPrivate: false } }) => {
  app.post('/webhook-endpoints', {
    // Idempotency-Key would store this response, secret included: the secret is shown once only.
    config: { scope: write, idempotent: false },
    schema: {
      tags: ['webhook-endpoints'], summary: 'Create webhook endpoint',
      description: 'Events of the types in `events` (or `"*"`) are POSTed to `url`, signed per Standard Webhooks with `secret`, which is in this response only. 422 at `url`: `private-address` (loopback or private network, unless BOS_WEBHOOK_ALLOW_PRIVATE), `unresolvable-host`.',
      body: webhookEndpointCreate, response: { 201: webhookEndpointCreated, 403: problem, 422: problem },
    },
  }, async (request, reply) => sendCreated(reply, 'webhook-endpoints', await inTransaction(request, db, (ctx) => createWebhookEndpoint(ctx, request.body, webhookUrlPolicy))));
  kit.list({ summary: 'List webhook endpoints', query: webhookEndpointListQuery, record: webhookEndpoint, run: listWebhookEndpoints });
  kit.get({ summary: 'Get webhook endpoint', response: webhookEndpoint, run: getWebhookEndpoint });
  kit.replace({
    summary: 'Update webhook endpoint; disable or re-enable it',
    description: '`enabled: false` stops deliveries; `enabled: true` re-enables a disabled endpoint (deliveries that wait are sent; events while it was disabled are not: read them from `GET /events`).',
    body: webhookEndpointUpdate, response: webhookEndpoint,
    run: (ctx, replacement) => updateWebhookEndpoint(ctx, replacement, webhookUrlPolicy),
  });
  kit.remove({ summary: 'Delete webhook endpoint, with its deliveries', problems: [404], run: deleteWebhookEndpoint });
  kit.action('test', {
    summary: 'Send a test event to the endpoint',
    description: '202: a `webhook_endpoint.test` event (its object: the endpoint) is sent to this endpoint only, whatever it subscribes to; the delivery is in its log. 409 `endpoint-disabled`.',
    response: webhookDelivery, problems: [404, 409], accepted: true, run: testWebhookEndpoint,
  });
  app.get('/webhook-endpoints/:id/deliveries', {
    config: { scope: 'webhook-endpoints:read' },
    schema: {
      tags: ['webhook-endpoints'], summary: 'The endpoint\'s deliveries, newest first, with payload and every attempt',
      params: idParams, querystring: webhookDeliveryListQuery, response: { 200: pageOf(webhookDelivery), 404: problem },
    },
  }, async (request) => listWebhookDeliveries(readContext(request, db), request.params.id, request.query) as never);
  app.post('/webhook-deliveries/:id/retry', {
    config: { scope: write },
    schema: {
      tags: ['webhook-endpoints'], summary: 'Retry a delivery now',
      description: '202: one more attempt, now, with the same `webhook-id` (a DELIVERED or FAILED delivery is sent again). 409 `delivery-in-progress`, `endpoint-disabled`.',
      params: idParams, response: { 202: webhookDelivery, 404: problem, 409: problem },
    },
  }, async (request, reply) => reply.code(202).send(await inTransaction(request, db, (ctx) => retryWebhookDelivery(ctx, request.params.id)) as never));
});
