import { z } from 'zod';
import { pageQuery, queryInteger, uuid } from './common';
import { defineResource } from './resource-manifest';

export const currency = z.object({
  id: uuid,
  code: z.string(),
  name: z.string(),
  minorUnits: z.number().int().describe('Decimal places of the minor unit (ISO 4217)'),
});
export type Currency = z.infer<typeof currency>;

export const currencyListQuery = pageQuery.extend({
  size: queryInteger({ min: 1, max: 200, fallback: 200 }),
  code: z.string().max(3).optional(),
});

/** The resource as the central lists see it (src/contract/resources.ts). */
export const currenciesResource = defineResource({ name: 'currencies', access: { everyone: 'read' } });
