import { validate, version } from 'uuid';
import { expect, test } from 'vitest';
import { newId } from '../../src/server/base/ids';

test('ids are UUID v7, unique, and sort in the order they were made (across many pool refills and within one millisecond)', () => {
  const ids = Array.from({ length: 20_000 }, () => newId());
  expect(ids.every((id) => validate(id) && version(id) === 7)).toBe(true);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids.every((id, i) => i === 0 || ids[i - 1] < id)).toBe(true);
  const ms = (id: string) => parseInt(id.replaceAll('-', '').slice(0, 12), 16);
  expect(Math.abs(ms(ids[0]) - Date.now())).toBeLessThan(60_000);
});
