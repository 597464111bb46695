import { addEnglishTexts } from '../../../app/i18n';
import en from './en.json';

// English comes with the feature's pages, but for ./shell.en.json (texts shown outside them),
// which comes with the app; its Amharic (./am.json) with the app's other Amharic texts.
addEnglishTexts(en);
