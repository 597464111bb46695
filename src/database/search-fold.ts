/**
 * Text as a search compares it: lower case, Latin accents removed ('Citroën' → 'citroen'); other
 * scripts (Ethiopic, …) are left as they are.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase();
}
