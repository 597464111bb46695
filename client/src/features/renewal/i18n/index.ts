import i18n from '../../../app/i18n';
import am from './am.json';
import en from './en.json';

// Deep-merged into the app's one namespace, so components use t('renewal.…') like every other key.
i18n.addResourceBundle('en', 'translation', en, true, false);
i18n.addResourceBundle('am', 'translation', am, true, false);
