/** Every language of mf-search available synchronously in tests (the app loads one chunk per language). */
import { preloadAllMessages } from '../i18n';
import * as fr from '../i18n/fr';
import * as es from '../i18n/es';
import * as nl from '../i18n/nl';
import * as it from '../i18n/it';

preloadAllMessages({ fr, es, nl, it });
