import { describe, expect, test } from 'vitest';
import { ConfigError, defaultMailSettings, loadConfig, parseRetrySchedule } from '../../src/server/config';

describe('email settings (BOS_SMTP_URL, BOS_MAIL_FROM, BOS_MAIL_RETRY_SCHEDULE)', () => {
  test('defaults: no SMTP server (sending refused), the documented From and schedule 30s,5m,30m,2h,6h', () => {
    expect(loadConfig({}).mail).toEqual(defaultMailSettings);
    expect(defaultMailSettings.retryDelaysMs).toEqual([30_000, 300_000, 1_800_000, 7_200_000, 21_600_000]);
  });

  test('a schedule in ms, s, m and h, spaces allowed; anything else is undefined', () => {
    expect(parseRetrySchedule('250ms, 1s,2m ,1h')).toEqual([250, 1000, 120_000, 3_600_000]);
    for (const bad of ['', '30', '5x', '1d', '-1s', '1.5s', '25h', Array(21).fill('1s').join(',')]) expect(parseRetrySchedule(bad), bad).toBeUndefined();
  });

  test('smtp:// and smtps:// URLs are taken; another scheme or a bad schedule stops the start, naming the variable but never the URL\'s password', () => {
    expect(loadConfig({ BOS_SMTP_URL: 'smtps://mailer:s3cret@mail.example:465' }).mail.smtpUrl).toBe('smtps://mailer:s3cret@mail.example:465');
    const refused = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error('accepted');
    };
    const url = refused({ BOS_SMTP_URL: 'https://mailer:s3cret@mail.example' });
    expect(url).toContain('BOS_SMTP_URL');
    expect(url).not.toContain('s3cret');
    expect(refused({ BOS_MAIL_RETRY_SCHEDULE: '30s,soon' })).toContain('BOS_MAIL_RETRY_SCHEDULE');
  });
});
