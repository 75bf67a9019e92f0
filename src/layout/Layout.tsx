import { Outlet } from 'react-router-dom';
import { ClosedJobNotice, JobApplication } from '../islands/lists/JobApplication';
import { Breadcrumbs } from './Breadcrumbs';
import { Footer } from './Footer';
import { Header } from './Header';
import { usePhrases } from '../translations/use-phrases';

/**
 * The frame of every page: skip link, header, the page in <main> (led by its breadcrumbs below the
 * top level: they name this page, so they belong to its content), footer.
 */
export function Layout() {
  const skip = usePhrases()('Skip to main content');
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 btn-primary"
        lang={skip.lang}
      >
        {skip.text}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        <Breadcrumbs />
        <ClosedJobNotice />
        <Outlet />
        {/* item 1 (applications): the Apply section under every job page */}
        <JobApplication />
      </main>
      <Footer />
    </>
  );
}
