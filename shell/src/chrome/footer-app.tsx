/** The footer application: its own chunk, fetched after the header has rendered. */
import { reactApplication } from './shell-react';
import { Footer } from './footer';

const app = reactApplication('sf-footer', () => <Footer />);
export const { bootstrap, mount, unmount } = app;
