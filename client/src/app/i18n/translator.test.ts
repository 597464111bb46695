import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator';

function translator() {
  const i18n = new Translator('en', 'en');
  i18n.addTexts('en', {
    greeting: 'Hello, {{name}}',
    spaced: 'Page {{ page }} of {{pages}}',
    listings: { count_one: '{{count}} listing', count_other: '{{count}} listings' },
    onlyEnglish: 'Only in English',
    words: { '/browse': ['browse', 'search'] },
  });
  i18n.addTexts('am', {
    greeting: 'ሰላም {{name}}',
    listings: { count_one: '{{count}} ማስታወቂያ', count_other: '{{count}} ማስታወቂያዎች' },
  });
  return i18n;
}

describe('Translator', () => {
  it('fills named places, with or without spaces inside the braces', () => {
    const { t } = translator();
    expect(t('greeting', { name: 'Abebe' })).toBe('Hello, Abebe');
    expect(t('spaced', { page: 2, pages: 9 })).toBe('Page 2 of 9');
  });

  it('leaves a place without a value empty, and $-patterns in values as they are', () => {
    const { t } = translator();
    expect(t('greeting')).toBe('Hello, {{name}}');
    expect(t('greeting', {})).toBe('Hello, ');
    expect(t('greeting', { name: '$& $1' })).toBe('Hello, $& $1');
  });

  it('answers the key itself when no language has it, or the default value when given', () => {
    const { t } = translator();
    expect(t('nowhere.to.be.found')).toBe('nowhere.to.be.found');
    expect(t('nowhere', { defaultValue: 'Fallback {{n}}', n: 3 })).toBe('Fallback 3');
    // A group is not a text.
    expect(t('listings')).toBe('listings');
  });

  it('picks the plural form by the language’s rule', () => {
    const i18n = translator();
    const en = i18n.getFixedT('en');
    const am = i18n.getFixedT('am');
    expect(en('listings.count', { count: 1 })).toBe('1 listing');
    expect(en('listings.count', { count: 0 })).toBe('0 listings');
    expect(en('listings.count', { count: 5 })).toBe('5 listings');
    // Amharic counts zero as "one".
    expect(am('listings.count', { count: 0 })).toBe('0 ማስታወቂያ');
    expect(am('listings.count', { count: 1 })).toBe('1 ማስታወቂያ');
    expect(am('listings.count', { count: 2 })).toBe('2 ማስታወቂያዎች');
  });

  it('writes out the same plural rules as the browser’s', () => {
    const i18n = new Translator('en', 'en');
    for (const language of ['en', 'am']) {
      const rules = new Intl.PluralRules(language);
      i18n.addTexts(language, { n_one: 'one', n_other: 'other' });
      const t = i18n.getFixedT(language);
      for (const count of [0, 0.5, 1, 1.5, 2, 3, 10, 11, 21, 100, 1001, -1, -2]) {
        expect(`${language} ${count} ${t('n', { count })}`).toBe(
          `${language} ${count} ${rules.select(count)}`,
        );
      }
    }
  });

  it('falls back to English for a key the language lacks', () => {
    const i18n = translator();
    i18n.changeLanguage('am');
    expect(i18n.t('greeting', { name: 'Hanna' })).toBe('ሰላም Hanna');
    expect(i18n.t('onlyEnglish')).toBe('Only in English');
    expect(i18n.exists('onlyEnglish')).toBe(true);
    expect(i18n.exists('nowhere')).toBe(false);
  });

  it('gives a stored group or list as it is when asked for objects', () => {
    const { t } = translator();
    expect(t('words', { returnObjects: true })).toEqual({ '/browse': ['browse', 'search'] });
    expect(t('nowhere', { returnObjects: true })).toBeUndefined();
  });

  it('merges later texts into groups key by key, without changing what it was given', () => {
    const i18n = translator();
    const feature = { listings: { title: 'Listings' } };
    i18n.addTexts('en', feature);
    i18n.addTexts('en', { listings: { title: 'All listings', extra: 'More' } });
    expect(i18n.t('listings.title')).toBe('All listings');
    expect(i18n.t('listings.count', { count: 2 })).toBe('2 listings');
    expect(feature).toEqual({ listings: { title: 'Listings' } });
  });

  it('leaves a new group as it was given at every depth when later texts change it', () => {
    const i18n = translator();
    const first = { chat: { panel: { title: 'Assistant', close: 'Close' }, send: 'Send' } };
    const second = { chat: { panel: { title: 'Help' } } };
    i18n.addTexts('en', first);
    i18n.addTexts('en', second);
    i18n.addTexts('en', { chat: { panel: { close: 'Hide' }, send: 'Ask' } });
    expect(i18n.t('chat.panel.title')).toBe('Help');
    expect(i18n.t('chat.panel.close')).toBe('Hide');
    expect(i18n.t('chat.send')).toBe('Ask');
    expect(first).toEqual({
      chat: { panel: { title: 'Assistant', close: 'Close' }, send: 'Send' },
    });
    expect(second).toEqual({ chat: { panel: { title: 'Help' } } });
  });

  it('answers in the language it shows, and tells listeners when that changes', () => {
    const i18n = translator();
    const heard = vi.fn();
    const stop = i18n.onLanguageChanged(heard);
    const english = i18n.getFixedT('en');
    i18n.changeLanguage('am');
    i18n.changeLanguage('am');
    expect(heard.mock.calls).toEqual([['am']]);
    expect(i18n.language).toBe('am');
    expect(i18n.t('greeting', { name: 'x' })).toBe('ሰላም x');
    expect(english('greeting', { name: 'x' })).toBe('Hello, x');
    expect(i18n.getFixedT('en')).toBe(english);
    stop();
    i18n.changeLanguage('en');
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
