/** The shell's own pages in the main slot: 404, Belgian splash, customer-care login. */
import { useEffect } from 'react';
import { reactApplication, useRoute } from '../chrome/shell-react';
import { NotFoundPage } from './not-found-page';
import { SplashPage } from './splash-page';
import { CustomerCareLoginPage } from './customer-care-login-page';
import styles from './pages.css';

function ShellPage() {
  const route = useRoute();
  useEffect(() => {
    document.getElementById('sf-main')?.setAttribute('data-page-kind', route.kind);
  }, [route.kind]);
  switch (route.kind) {
    case 'languageSplash':
      return <SplashPage />;
    case 'customerCareLogin':
      return <CustomerCareLoginPage />;
    default:
      return <NotFoundPage key={window.location.href} />;
  }
}

const app = reactApplication('sf-main', () => <ShellPage />, styles);
export const { bootstrap, mount, unmount } = app;
