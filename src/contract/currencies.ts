import { z } from 'zod';
import { pageQuery, uuid } from './common';

export const currency = z.object({
  id: uuid,
  code: z.string(),
  name: z.string(),
  minorUnits: z.number().int().describe('Decimal places of the minor unit (ISO 4217)'),
});
export type Currency = z.infer<typeof currency>;

export const currencyListQuery = pageQuery.extend({
  size: z.coerce.number().int().min(1).max(200).default(200),
  code: z.string().max(3).optional(),
});
