import { addEnglishTexts } from '../../../app/i18n';
import en from './shell.en.json';

// The feature's texts shown outside its own pages (the header, menus, listing cards) come with
// the app; the rest (./en.json) with its pages. Its Amharic is all in ./am.json.
addEnglishTexts(en);
