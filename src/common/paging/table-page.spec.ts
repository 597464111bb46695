import { containsPattern as sut } from './table-page';

describe('containsPattern', () => {
  it('matches the text anywhere, whatever its case', () => {
    expect(sut('Abebe')).toBe('%abebe%');
  });

  it.each([
    ['50%', '%50!%%'],
    ['a_b', '%a!_b%'],
    ['wow!', '%wow!!%'],
  ])('escapes the wildcard in %p so it matches itself', (text, pattern) => {
    expect(sut(text)).toBe(pattern);
  });
});
