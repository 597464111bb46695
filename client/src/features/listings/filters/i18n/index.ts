import i18n from '../../../../app/i18n';
import am from './am.json';
import en from './en.json';

// Deep-merged into the app's one namespace, so pages use t('browseFilters.…') like every other key.
i18n.addTexts('en', en);
i18n.addTexts('am', am);
