import { company, companyCreate, companyListQuery, companyUpdate } from '../../contract/companies';
import { createCompany, getCompany, listCompanies, updateCompany } from '../domain/identity/companies';
import { resourceRoutes } from './resource-kit';

export const companyRoutes = resourceRoutes('companies', (kit) => {
  kit.create({ summary: 'Create a company', body: companyCreate, response: company, problems: [], run: createCompany });
  kit.list({ summary: 'List your companies', query: companyListQuery, record: company, run: listCompanies });
  kit.get({ summary: 'Get company', response: company, run: getCompany });
  kit.replace({ summary: 'Replace a company\'s name and details', description: 'A full replacement: address, taxId, bankDetails and email left out become null.', body: companyUpdate, response: company, problems: [], run: updateCompany });
});
