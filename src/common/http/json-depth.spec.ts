import { jsonNestsDeeperThan } from './json-depth';

const nested = (levels: number, open = '[', close = ']') =>
  Buffer.from(open.repeat(levels) + close.repeat(levels));

describe('jsonNestsDeeperThan', () => {
  it('allows nesting up to the limit and refuses one level more', () => {
    expect(jsonNestsDeeperThan(nested(32), 32)).toBe(false);
    expect(jsonNestsDeeperThan(nested(33), 32)).toBe(true);
    expect(jsonNestsDeeperThan(nested(33, '{"a":', '}'), 32)).toBe(true);
  });

  it('counts siblings once, not their sum', () => {
    const wide = Buffer.from(`[${'[[1]],'.repeat(500)}[[1]]]`);
    expect(jsonNestsDeeperThan(wide, 3)).toBe(false);
    expect(jsonNestsDeeperThan(wide, 2)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({
      note: `${'['.repeat(100)} "quoted \\" ${'{'.repeat(100)}`,
      ok: [1],
    });
    expect(jsonNestsDeeperThan(Buffer.from(text), 2)).toBe(false);
  });

  it('reads Amharic text as text', () => {
    const text = JSON.stringify({ name: 'አበበ [ሰላም] 🚗', list: [[['ሀ']]] });
    expect(jsonNestsDeeperThan(Buffer.from(text), 4)).toBe(false);
    expect(jsonNestsDeeperThan(Buffer.from(text), 3)).toBe(true);
  });
});
