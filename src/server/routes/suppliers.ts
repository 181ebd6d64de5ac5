import { supplier, supplierCreate, supplierListQuery, supplierUpdate } from '../../contract/suppliers';
import { createSupplier, deleteSupplier, getSupplier, listSuppliers, updateSupplier } from '../domain/purchasing/suppliers';
import { resourceRoutes } from './resource-kit';

export const supplierRoutes = resourceRoutes('suppliers', (kit) => {
  kit.create({ summary: 'Create supplier', body: supplierCreate, response: supplier, run: createSupplier });
  kit.list({ summary: 'List suppliers', query: supplierListQuery, record: supplier, run: listSuppliers });
  kit.get({ summary: 'Get supplier', response: supplier, run: getSupplier });
  kit.replace({ summary: 'Update supplier', body: supplierUpdate, response: supplier, run: updateSupplier });
  kit.remove({ summary: 'Delete supplier', description: '204, or 409 `in-use` naming what refers to the supplier.', run: (ctx, id) => deleteSupplier(ctx, id) });
});
