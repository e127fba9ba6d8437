/** The footer application: its own chunk, fetched after the header has rendered. */
import { reactApplication } from './shell-react';
import { Footer } from './footer';
import styles from './footer.css';

const app = reactApplication('sf-footer', () => <Footer />, styles);
export const { bootstrap, mount, unmount } = app;
