import { useSyncExternalStore } from 'react';
import i18n from '.';
import type { TFunction } from './translator';

const subscribe = (onChange: () => void) => i18n.onLanguageChanged(onChange);
const currentLanguage = () => i18n.language;

/**
 * The texts in the language the app shows, for a component: it renders again when the language
 * changes, and `t` keeps its identity until then (safe in effect and memo dependencies).
 */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const language = useSyncExternalStore(subscribe, currentLanguage);
  return { t: i18n.getFixedT(language), i18n };
}
