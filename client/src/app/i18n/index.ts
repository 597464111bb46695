import en from './locales/en.json';
import { Translator, type Texts } from './translator';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'am', label: 'አማርኛ' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_STORAGE_KEY = 'lang';

/** English first (the spec's texts are English); Amharic once chosen, remembered in localStorage. */
function storedLanguage(): LanguageCode {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return LANGUAGES.find((l) => l.code === stored)?.code ?? 'en';
  } catch {
    return 'en';
  }
}

/**
 * The app's texts and the language it shows: English, which comes with the app, until the
 * remembered language's texts are there (languageReady). English stands in for any text a
 * language lacks.
 */
const i18n = new Translator('en', 'en');
i18n.addTexts('en', en);

// The few English texts a feature shows outside its own pages (the header's bell, menus, a
// listing card) come with the app; the rest of a feature's English comes with its pages.
const shellTexts = import.meta.glob<Texts>('../../features/*/i18n/shell.en.json', {
  eager: true,
  import: 'default',
});
for (const texts of Object.values(shellTexts)) i18n.addTexts('en', texts);

// The language also sets <html lang> (screen readers, fonts) and is remembered for the next visit.
i18n.onLanguageChanged((language) => {
  document.documentElement.lang = language;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be full or blocked: the choice then lasts for this page only.
  }
});

/** Runs `load` once for every caller; a load that failed is forgotten, so the next call tries again. */
function loadOnce(load: () => Promise<void>): () => Promise<void> {
  let loading: Promise<void> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

const loadAmharic = loadOnce(() =>
  import('./amharic').then(({ AMHARIC_BUNDLES }) => {
    for (const bundle of AMHARIC_BUNDLES) i18n.addTexts('am', bundle);
  }),
);

/** The app's texts in a language: English comes with the app, Amharic loads when first needed. */
function loadTexts(code: LanguageCode): Promise<void> {
  return code === 'en' ? Promise.resolve() : loadAmharic();
}

const loadEnglishErrors = loadOnce(() =>
  import('./english-errors').then(({ ENGLISH_ERRORS }) =>
    i18n.addTexts('en', { errors: ENGLISH_ERRORS }),
  ),
);

/**
 * The English texts of the server's error codes (`errors.<CODE>`), loaded when first needed
 * rather than with the app: most visits never see an error. The API client waits for them
 * before it names a failure, and the app fetches them at idle. Amharic ones come with the other
 * Amharic texts. Never rejects: without them a failure shows the server's own message, and the
 * next call tries again.
 */
export function errorTextsReady(): Promise<void> {
  return loadEnglishErrors().catch((error: unknown) =>
    console.error('Could not load the error texts', error),
  );
}

/**
 * A feature's English texts, deep-merged into the app's one namespace when the feature first
 * loads, so its components use t('<feature>.…') like every other key. Its Amharic comes with the
 * rest of the Amharic texts (./amharic.ts).
 */
export function addEnglishTexts(texts: Texts): void {
  i18n.addTexts('en', texts);
}

/** Switches the language once its texts are there, so no page shows half-translated. */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  await loadTexts(code);
  i18n.changeLanguage(code);
}

/** Settles once the remembered language can be shown; English stands in if its texts fail to load. */
export const languageReady: Promise<void> = changeLanguage(storedLanguage()).catch((error) =>
  console.error('Could not load the chosen language', error),
);

export default i18n;
