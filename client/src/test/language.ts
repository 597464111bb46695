import { changeLanguage, type LanguageCode } from '../app/i18n';

/** Runs `body` with the site in `language`, then returns it to English whatever happened. */
export async function inLanguage(
  language: LanguageCode,
  body: () => Promise<void> | void,
): Promise<void> {
  await changeLanguage(language);
  try {
    await body();
  } finally {
    await changeLanguage('en');
  }
}
