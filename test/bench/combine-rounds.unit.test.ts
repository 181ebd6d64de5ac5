import { describe, expect, it } from 'vitest';
import { combineRounds } from '../../bench/sales-writes';

const round = (requestsPerSecond: number, requests: number, p50Ms: number, p99Ms: number, serviceCpuUsPerRequest: number) =>
  ({ requestsPerSecond, requests, p50Ms, p99Ms, non2xx: 0, serviceCpuUsPerRequest, databaseCpuUsPerRequest: serviceCpuUsPerRequest / 2 });

describe('combineRounds (the write cases of npm run bench, measured in rounds that take turns)', () => {
  it('gives the rate of all the rounds together, not the mean of their rates', () => {
    // 200 requests in 2 s, then 100 in 2 s: 75 req/s (the mean of the rates would say 75 too; the next case tells them apart)
    expect(combineRounds([round(100, 200, 10, 40, 1000), round(50, 100, 20, 90, 4000)]).requestsPerSecond).toBe(75);
    // 300 requests in 1 s, then 100 in 4 s: 80 req/s, where the mean of the rates is 162.5
    expect(combineRounds([round(300, 300, 10, 40, 1000), round(25, 100, 20, 90, 4000)]).requestsPerSecond).toBe(80);
  });

  it('weighs CPU per request by each round\'s requests; p50 the median round, p99 the worst', () => {
    const combined = combineRounds([round(300, 300, 10, 40, 1000), round(25, 100, 30, 90, 5000), round(100, 100, 20, 60, 3000)]);
    expect(combined.serviceCpuUsPerRequest).toBe((300 * 1000 + 100 * 5000 + 100 * 3000) / 500);
    expect(combined.databaseCpuUsPerRequest).toBe(combined.serviceCpuUsPerRequest / 2);
    expect(combined.requests).toBe(500);
    expect(combined.p50Ms).toBe(20);
    expect(combined.p99Ms).toBe(90);
  });
});
