import styles from './chrome.css';
import { reactApplication } from './shell-react';
import { Header } from './header';

/** The header application (always mounted), also owning the chrome's stylesheet. */
export const headerApplication = reactApplication('sf-header', () => <Header />, styles);
