import type { Config } from '../config';
import type { Database } from '../db/connection';

/** What every route plugin receives. */
export type RouteContext = {
  database: Database;
  jwtSecret: Uint8Array;
  config: Pick<Config, 'secureCookies'>;
};
