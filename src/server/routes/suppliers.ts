import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, pageOf, problem } from '../../contract/common';
import { supplier, supplierCreate, supplierListQuery, supplierUpdate } from '../../contract/suppliers';
import { createSupplier, deleteSupplier, getSupplier, listSuppliers, updateSupplier } from '../domain/purchasing/suppliers';
import { inTransaction, readContext, replacementOf, sendCreated, sendReplaced, type RouteContext } from './context';

const tags = ['suppliers'];

export const supplierRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database: { db } }) => {
  app.post('/suppliers', {
    config: { scope: 'suppliers:write' },
    schema: { tags, summary: 'Create supplier', body: supplierCreate, response: { 201: supplier, 403: problem, 409: problem, 422: problem } },
  }, async (request, reply) => sendCreated(reply, 'suppliers', await inTransaction(request, db, (ctx) => createSupplier(ctx, request.body))));

  app.get('/suppliers', {
    config: { scope: 'suppliers:read' },
    schema: { tags, summary: 'List suppliers', querystring: supplierListQuery, response: { 200: pageOf(supplier) } },
  }, async (request) => listSuppliers(readContext(request, db), request.query));

  app.get('/suppliers/:id', {
    config: { scope: 'suppliers:read' },
    schema: { tags, summary: 'Get supplier', params: idParams, response: { 200: supplier, 404: problem } },
  }, async (request) => getSupplier(readContext(request, db), request.params.id));

  app.put('/suppliers/:id', {
    config: { scope: 'suppliers:write' },
    schema: { tags, summary: 'Update supplier', params: idParams, body: supplierUpdate, response: { 200: supplier, 404: problem, 409: problem, 412: problem, 422: problem } },
  }, async (request, reply) => sendReplaced(reply, await inTransaction(request, db, (ctx) => updateSupplier(ctx, replacementOf(request)))));

  app.delete('/suppliers/:id', {
    config: { scope: 'suppliers:write' },
    schema: { tags, summary: 'Delete supplier', description: '204, or 409 `in-use` naming what refers to the supplier.', params: idParams, response: { 204: z.null(), 404: problem, 409: problem } },
  }, async (request, reply) => {
    await inTransaction(request, db, (ctx) => deleteSupplier(ctx, request.params.id));
    return reply.code(204).send(null);
  });
};
