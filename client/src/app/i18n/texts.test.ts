import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../router/routes';
import '../../features/chat/i18n/page-names';
import i18n from '.';

type Texts = { [key: string]: string | Texts };

const files = import.meta.glob<Texts>(
  ['./locales/*.json', './errors/*.json', '../../features/*/i18n/*.json'],
  { eager: true, import: 'default' },
);

/** Every text's dotted key in a file's tree. */
function keysOf(texts: Texts, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : keysOf(value, `${prefix}${key}.`),
  );
}

/**
 * The texts of one place in both languages: its English may be split in two (the texts shown
 * outside its pages, shell.en.json, come with the app), its Amharic is one file.
 */
function textSets(): { place: string; en: string[]; am: string[] }[] {
  const places = new Map<string, { en: string[]; am: string[] }>();
  for (const [path, texts] of Object.entries(files)) {
    const match = /^(.*\/)(?:shell\.)?(?:(\w+)\.)?(en|am)\.json$/.exec(path);
    if (!match) continue;
    const [, folder, name = '', language] = match;
    const place = `${folder}${name}`;
    const set = places.get(place) ?? { en: [], am: [] };
    set[language as 'en' | 'am'].push(...keysOf(texts));
    places.set(place, set);
  }
  return [...places].map(([place, set]) => ({ place, ...set }));
}

// The words the assistant also takes for a page are lists of their own in each language.
const WORD_LISTS = /^chat\.pageWords\./;
/** The keys to compare: word lists left out, and a plural's forms as one (Amharic may need fewer). */
const translated = (keys: string[]) => [
  ...new Set(
    keys
      .filter((key) => !WORD_LISTS.test(key))
      .map((key) => key.replace(/_(zero|one|two|few|many|other)$/, ''))
      .sort(),
  ),
];

describe('the app’s texts', () => {
  it.each(textSets())('$place has every text in English and in Amharic', ({ en, am }) => {
    expect(en.length).toBeGreaterThan(0);
    expect(new Set(en).size).toBe(en.length);
    expect(translated(am)).toEqual(translated(en));
  });

  it('names every page, as the assistant finds them by name', () => {
    const english = i18n.getFixedT('en');
    const unnamed = APP_ROUTES.map((route) => route.nameKey).filter((key) => english(key) === key);
    expect(unnamed).toEqual([]);
  });
});
