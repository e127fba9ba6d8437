import { reactApplication } from './shell-react';
import { TopBar } from './top-bar';

export const topBarApplication = reactApplication('sf-top-bar', () => <TopBar />);
