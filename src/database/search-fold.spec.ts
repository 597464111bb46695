import { foldForSearch, searchTextOf } from './search-fold';

describe('foldForSearch', () => {
  it('lowers case and drops Latin accents, leaving other scripts whole', () => {
    expect(foldForSearch('Citroën ÑANDÚ')).toBe('citroen nandu');
    expect(foldForSearch('ቶዮታ ቪትዝ')).toBe('ቶዮታ ቪትዝ');
    expect(foldForSearch('한국')).toBe('한국');
  });

  it('makes one text of the columns with a space before every word', () => {
    expect(searchTextOf(['Mercedes-Benz', null, 'C200', 'Addis Ababa'])).toBe(
      ' mercedes benz c200 addis ababa',
    );
    expect(searchTextOf([null, 'G+1 House'])).toBe(' g 1 house');
  });
});
