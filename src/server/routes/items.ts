import { item, itemCreate, itemDetail, itemListQuery, itemUpdate } from '../../contract/items';
import { itemPrice, itemPriceCreate, itemPriceListQuery } from '../../contract/item-prices';
import { createItemPrice, getItemPrice, listItemPrices } from '../domain/inventory/item-prices';
import { createItem, getItem, listItems, updateItem } from '../domain/inventory/items';
import { resourceRoutes } from './resource-kit';

export const itemRoutes = resourceRoutes('items', (kit) => {
  kit.create({ summary: 'Create item', body: itemCreate, response: itemDetail, run: createItem });
  kit.list({ summary: 'List items', query: itemListQuery, record: item, run: listItems });
  kit.get({ summary: 'Get item, with its stock and current prices', response: itemDetail, run: getItem });
  kit.replace({ summary: 'Update item', body: itemUpdate, response: itemDetail, problems: [403, 404, 409, 412, 422], run: updateItem });
});

export const itemPriceRoutes = resourceRoutes('item-prices', (kit) => {
  kit.create({ summary: 'Create item price (it becomes the current one in its currency)', body: itemPriceCreate, response: itemPrice, problems: [422], run: createItemPrice });
  kit.list({ summary: 'List item prices, current and history', query: itemPriceListQuery, record: itemPrice, run: listItemPrices });
  kit.get({ summary: 'Get item price', response: itemPrice, run: getItemPrice });
});
