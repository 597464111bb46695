import texts from './locales/am.json';

type Texts = Record<string, unknown>;

const errorFiles = import.meta.glob<Record<string, string>>('./errors/*.am.json', {
  eager: true,
  import: 'default',
});
const featureFiles = import.meta.glob<Texts>('../../features/*/i18n/am.json', {
  eager: true,
  import: 'default',
});

/**
 * Every Amharic text of the app, in one chunk loaded only once Amharic is chosen: the shell's,
 * each feature's (features bring only their English with them), and the error codes' under
 * `errors.<CODE>`. Each bundle is deep-merged into the one namespace in this order.
 */
export const AMHARIC_BUNDLES: Texts[] = [
  texts,
  ...Object.values(featureFiles),
  { errors: Object.assign({}, ...Object.values(errorFiles)) as Texts },
];
