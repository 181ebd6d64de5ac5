import { customer, customerCreate, customerListQuery, customerUpdate } from '../../contract/customers';
import { createCustomer, getCustomer, listCustomers, updateCustomer } from '../domain/sales/customers';
import { resourceRoutes } from './resource-kit';

export const customerRoutes = resourceRoutes('customers', (kit) => {
  kit.create({ summary: 'Create customer', body: customerCreate, response: customer, run: createCustomer });
  kit.list({ summary: 'List customers', query: customerListQuery, record: customer, run: listCustomers });
  kit.get({ summary: 'Get customer', response: customer, run: getCustomer });
  kit.replace({ summary: 'Update customer', body: customerUpdate, response: customer, run: updateCustomer });
});
