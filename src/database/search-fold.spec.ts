import { foldForSearch } from './search-fold';

describe('foldForSearch', () => {
  it('lowers case and drops Latin accents, leaving other scripts whole', () => {
    expect(foldForSearch('Citroën ÑANDÚ')).toBe('citroen nandu');
    expect(foldForSearch('ቶዮታ ቪትዝ')).toBe('ቶዮታ ቪትዝ');
    expect(foldForSearch('한국')).toBe('한국');
  });
});
