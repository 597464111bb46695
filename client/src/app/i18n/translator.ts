/** A tree of texts: keys separated by dots reach a string (or, for lists of words, an array). */
export type Texts = { [key: string]: unknown };

/** Values for a text's `{{name}}` places; `count` also picks the plural form (`key_one`, `key_other`). */
export interface TranslateOptions {
  [value: string]: string | number | boolean | null | undefined;
  count?: number;
  /** Shown, with its places filled, when no language has the key. */
  defaultValue?: string;
}

/** Texts by key in one language, falling back to English for a key the language lacks. */
export interface TFunction {
  (key: string, options?: TranslateOptions & { returnObjects?: false }): string;
  /** The key's value as it is stored (a list of words, a group of texts), undefined if none. */
  (key: string, options: TranslateOptions & { returnObjects: true }): unknown;
}

type PluralCategory = 'one' | 'other';

/**
 * CLDR's cardinal rules for the languages the app speaks, written out because the first
 * Intl.PluralRules a page makes loads the browser's locale data, which is slow on a phone.
 * English: "one" for exactly 1. Amharic: "one" for 0 ≤ n ≤ 1 (integer part 0, or n = 1).
 */
const PLURAL_RULES: Record<string, (n: number) => PluralCategory> = {
  en: (n) => (n === 1 ? 'one' : 'other'),
  am: (n) => (Math.trunc(n) === 0 || n === 1 ? 'one' : 'other'),
};

function pluralCategory(language: string, count: number): string {
  const rule = PLURAL_RULES[language];
  // The rules read the number without its sign: "-1 day" is as singular as "1 day".
  return rule ? rule(Math.abs(count)) : new Intl.PluralRules(language).select(count);
}

const PLACE = /\{\{\s*([\w.]+)\s*\}\}/g;

/** Fills `{{name}}` places with the given values; a place without a value is left empty. */
function fill(text: string, values: TranslateOptions | undefined): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(PLACE, (_place, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

function isTexts(value: unknown): value is Texts {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Merges `from` into `into`, group by group, replacing texts that are already there. A group
 * `into` lacks is taken as it is, not copied: the app's English is added as it starts, and a deep
 * copy of it would be part of a slow phone's wait for the first page. A group taken so is copied
 * (one level) only when a later merge changes it, so what a caller gave is never changed; `owned`
 * holds the groups that are the tree's own copies.
 */
function deepMerge(into: Texts, from: Texts, owned: WeakSet<Texts>): void {
  for (const [key, value] of Object.entries(from)) {
    const present = into[key];
    if (isTexts(value) && isTexts(present)) {
      let group = present;
      if (!owned.has(group)) {
        group = { ...present };
        owned.add(group);
        into[key] = group;
      }
      deepMerge(group, value, owned);
    } else {
      into[key] = value;
    }
  }
}

type LanguageListener = (language: string) => void;

/**
 * The app's texts in every language it has loaded, and the language it shows now. One
 * namespace: features add their texts under their own first key.
 */
export class Translator {
  private readonly texts = new Map<string, Texts>();
  private readonly ownGroups = new WeakSet<Texts>();
  private readonly fixed = new Map<string, TFunction>();
  private readonly listeners = new Set<LanguageListener>();
  private current: string;

  constructor(
    language: string,
    private readonly fallback: string,
  ) {
    this.current = language;
  }

  /** The language the app shows now. */
  get language(): string {
    return this.current;
  }

  /** Merges texts into a language's tree, over any it already has. */
  addTexts(language: string, texts: Texts): void {
    let tree = this.texts.get(language);
    if (!tree) {
      this.texts.set(language, (tree = {}));
      this.ownGroups.add(tree);
    }
    deepMerge(tree, texts, this.ownGroups);
  }

  /** Whether the current language, or the fallback, has a value for the key. */
  exists(key: string): boolean {
    return this.lookup(this.current, key, undefined) !== undefined;
  }

  /** The key's text in the current language. */
  readonly t: TFunction = ((
    key: string,
    options?: TranslateOptions & { returnObjects?: boolean },
  ) => this.translate(this.current, key, options)) as TFunction;

  /** A `t` that always answers in one language, whatever the app shows. */
  getFixedT(language: string): TFunction {
    let t = this.fixed.get(language);
    if (!t) {
      t = ((key: string, options?: TranslateOptions & { returnObjects?: boolean }) =>
        this.translate(language, key, options)) as TFunction;
      this.fixed.set(language, t);
    }
    return t;
  }

  /** Shows another language and tells whoever listens (the page's components among them). */
  changeLanguage(language: string): void {
    if (language === this.current) return;
    this.current = language;
    for (const listener of this.listeners) listener(language);
  }

  /** Calls back on every change of language; returns the way to stop. */
  onLanguageChanged(listener: LanguageListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private translate(
    language: string,
    key: string,
    options: (TranslateOptions & { returnObjects?: boolean }) | undefined,
  ): unknown {
    const found = this.lookup(language, key, options?.count);
    if (options?.returnObjects) return found;
    if (typeof found === 'string') return fill(found, options);
    return options?.defaultValue !== undefined ? fill(options.defaultValue, options) : key;
  }

  /** The key's value in the language, else in the fallback; with a count, its plural form first. */
  private lookup(language: string, key: string, count: number | undefined): unknown {
    const languages = language === this.fallback ? [language] : [language, this.fallback];
    for (const code of languages) {
      const candidates =
        count === undefined ? [key] : [`${key}_${pluralCategory(code, count)}`, key];
      for (const candidate of candidates) {
        const value = this.valueAt(code, candidate);
        if (value !== undefined) return value;
      }
    }
    return undefined;
  }

  private valueAt(language: string, key: string): unknown {
    let node: unknown = this.texts.get(language);
    for (const part of key.split('.')) {
      if (!isTexts(node)) return undefined;
      node = node[part];
    }
    return node;
  }
}
