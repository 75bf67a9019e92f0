import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';

/** The frame of every page: skip link, header, the page in <main>, footer. */
export function Layout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 btn-primary"
      >
        Skip to main content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
