import type { Company, CompanyCreate, CompanyListQuery } from '../../contract/companies';
import { createResourceApi } from './resource-api';

export type CompanyQuery = Partial<CompanyListQuery>;
export const companies = createResourceApi<{ record: Company; query: CompanyQuery; create: CompanyCreate }>({ name: 'companies', path: '/companies' });
