import { describe, expect, it } from 'vitest';
import { v7 } from 'uuid';
import { shortId } from '../../src/web/components/format';

describe('shortId', () => {
  it('tells apart records made in the same millisecond (their ids share the time-ordered start)', () => {
    const ids = Array.from({ length: 50 }, () => v7());
    expect(new Set(ids.map((id) => id.slice(0, 8))).size).toBeLessThan(3);
    expect(new Set(ids.map(shortId)).size).toBe(50);
  });

  it('is the last eight characters', () => {
    expect(shortId('0199b1a0-1111-7000-8000-00000000000b')).toBe('0000000b');
  });
});
