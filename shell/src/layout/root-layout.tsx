import { useEffect, useState } from 'react';
import { Outlet, useLocation, useMatches } from '@ga/core';
import type { RouteHandle } from '@ga/core';
import { Header } from './header';
import { Footer } from './footer';
import { MobileMenu } from './mobile-menu';
import { FormLayout } from './form-layout';
import { ScrollManager } from './scroll-manager';
import { RouteFocus } from './route-focus';
import { ServiceStatus } from './service-status';
import { LiveStock } from './live-stock';
import { CookieBanner } from '../cookies/cookie-banner';
import { ConsentProvider } from '../cookies/consent-context';
import { Toaster } from '../notifications/toaster';
import { SessionLoader } from '../session/session-loader';
import { ownerOf } from '../remotes/route-owners';
import styles from './root-layout.module.css';

/** Layouts of docs/spec-notes.md §2: `default` (header, navigation, footer), `form` and `staff` (a route's handle.layout). */
export function RootLayout() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [pathname]); // every page change closes the mobile menu
  const layout =
    matches
      .map((m) => (m.handle as RouteHandle | undefined)?.layout)
      .filter(Boolean)
      .pop() ?? 'default';
  // The staff area sets no optional cookie (docs/staff.md): no banner there. Told by the URL's owner,
  // not the layout, so that it holds before the remote has loaded the page.
  const staffArea = ownerOf(pathname) === 'mf-staff';

  return (
    <ConsentProvider>
      <SessionLoader />
      <ScrollManager />
      <RouteFocus />
      <ServiceStatus />
      <LiveStock />
      {/* First in the document, shown at the bottom: parsed and painted with the first frame of a
          server-rendered page (its text is a phone's largest on a first visit), and the first thing a
          keyboard or screen-reader visitor meets, before the page it is asked on. */}
      {staffArea ? null : <CookieBanner />}
      <a href="#contenu" className={styles.skip}>
        Aller au contenu
      </a>
      {layout === 'form' || layout === 'staff' ? (
        <FormLayout wide={layout === 'staff'}>
          <Outlet />
        </FormLayout>
      ) : (
        <div className={styles.page}>
          <Header menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
          <main id="contenu" tabIndex={-1} className={styles.main}>
            <Outlet />
          </main>
          <Footer />
        </div>
      )}
      <Toaster />
    </ConsentProvider>
  );
}
