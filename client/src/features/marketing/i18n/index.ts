import { addEnglishTexts } from '../../../app/i18n';
import en from './en.json';

// English comes with the feature's pages; its Amharic (./am.json) with the app's other Amharic texts.
addEnglishTexts(en);
