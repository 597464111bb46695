import { generatePublicHash, PUBLIC_HASH_PATTERN } from './public-hash';

describe('generatePublicHash', () => {
  it('makes 26 uppercase letters and digits', () => {
    for (let i = 0; i < 50; i++) expect(generatePublicHash()).toMatch(PUBLIC_HASH_PATTERN);
  });

  it('does not repeat itself', () => {
    const hashes = new Set(Array.from({ length: 1000 }, generatePublicHash));
    expect(hashes.size).toBe(1000);
  });
});
