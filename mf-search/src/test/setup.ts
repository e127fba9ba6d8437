/** Every language of mf-search available synchronously in tests (the app loads one chunk per language). */
import { preloadAllMessages } from '../i18n';
import fr from '../i18n/fr';
import es from '../i18n/es';
import nl from '../i18n/nl';
import it from '../i18n/it';

preloadAllMessages({ fr, es, nl, it });
