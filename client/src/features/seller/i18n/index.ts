import { addEnglishTexts } from '../../../app/i18n';
import en from './en.json';
import './shell';

// English comes with the feature's pages (./shell.ts has the texts shown outside them); its
// Amharic (./am.json) with the app's other Amharic texts.
addEnglishTexts(en);
