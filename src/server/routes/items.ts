import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, pageOf, problem } from '../../contract/common';
import { item, itemCreate, itemDetail, itemListQuery, itemUpdate } from '../../contract/items';
import { itemPrice, itemPriceCreate, itemPriceListQuery } from '../../contract/item-prices';
import { createItemPrice, getItemPrice, listItemPrices } from '../domain/stock/item-prices';
import { createItem, getItem, listItems, updateItem } from '../domain/stock/items';
import { inTransaction, readContext, replacementOf, sendCreated, sendReplaced, type RouteContext } from './context';

export const itemRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database: { db } }) => {
  const tags = ['items'];
  app.post('/items', {
    config: { scope: 'items:write' },
    schema: { tags, summary: 'Create item', body: itemCreate, response: { 201: itemDetail, 403: problem, 409: problem, 422: problem } },
  }, async (request, reply) => sendCreated(reply, 'items', await inTransaction(request, db, (ctx) => createItem(ctx, request.body))));

  app.get('/items', {
    config: { scope: 'items:read' },
    schema: { tags, summary: 'List items', querystring: itemListQuery, response: { 200: pageOf(item) } },
  }, async (request) => listItems(readContext(request, db), request.query));

  app.get('/items/:id', {
    config: { scope: 'items:read' },
    schema: { tags, summary: 'Get item, with its stock and current prices', params: idParams, response: { 200: itemDetail, 404: problem } },
  }, async (request) => getItem(readContext(request, db), request.params.id));

  app.put('/items/:id', {
    config: { scope: 'items:write' },
    schema: { tags, summary: 'Update item', params: idParams, body: itemUpdate, response: { 200: itemDetail, 403: problem, 404: problem, 409: problem, 412: problem, 422: problem } },
  }, async (request, reply) => sendReplaced(reply, await inTransaction(request, db, (ctx) => updateItem(ctx, replacementOf(request)))));
};

export const itemPriceRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database: { db } }) => {
  const tags = ['item-prices'];
  app.post('/item-prices', {
    config: { scope: 'item-prices:write' },
    schema: { tags, summary: 'Create item price (it becomes the current one in its currency)', body: itemPriceCreate, response: { 201: itemPrice, 422: problem } },
  }, async (request, reply) => sendCreated(reply, 'item-prices', await inTransaction(request, db, (ctx) => createItemPrice(ctx, request.body))));

  app.get('/item-prices', {
    config: { scope: 'item-prices:read' },
    schema: { tags, summary: 'List item prices, current and history', querystring: itemPriceListQuery, response: { 200: pageOf(itemPrice) } },
  }, async (request) => listItemPrices(readContext(request, db), request.query));

  app.get('/item-prices/:id', {
    config: { scope: 'item-prices:read' },
    schema: { tags, summary: 'Get item price', params: idParams, response: { 200: itemPrice, 404: problem } },
  }, async (request) => getItemPrice(readContext(request, db), request.params.id));
};
