import type { ReactNode } from 'react';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { useScrollToHash } from '../../shared/useScrollToHash';
import { StaticPageHeader } from './StaticPageHeader';
import './pages.css';

/** One part of a text page: an h2 with an anchor id and its content. */
export interface StaticSection {
  /** Anchor of the section (`/podminky-pouziti#predplatne`); its heading gets `{id}-title`. */
  id: string;
  title: string;
  content: ReactNode;
}

export interface StaticPageLayoutProps {
  /** The page's h1. */
  title: string;
  /** 'Poslední aktualizace: {label}' under the title. */
  lastUpdated?: { iso: string; label: string };
  /** Introductory text under the title. */
  lead?: ReactNode;
  sections: readonly StaticSection[];
  /** A table of contents with links to the sections (beside the text on wide screens, above it on narrow ones). */
  toc?: boolean;
  /** Shown after the sections. */
  children?: ReactNode;
}

/** After a table-of-contents jump, continue reading (and tabbing) from the section's heading. */
function focusHeading(id: string) {
  window.setTimeout(() => document.getElementById(`${id}-title`)?.focus({ preventScroll: true }), 0);
}

/**
 * Layout of the FAQ, the terms of use and the privacy policy: h1 (+ last update and lead), an optional table of
 * contents, and one <section> with an h2 per part. Plain HTML and CSS: the FAQ renders without antd.
 */
export function StaticPageLayout({ title, lastUpdated, lead, sections, toc = false, children }: StaticPageLayoutProps) {
  const pageRef = useRef<HTMLDivElement>(null);
  // A link to a section (/ochrana-soukromi#prava) opens the lazy page after the router's scroll
  // restoration has run: align to the target once the page is there (and while it settles).
  useScrollToHash(true, pageRef);
  return (
    <div className="page static-page" ref={pageRef}>
      <StaticPageHeader title={title} lastUpdated={lastUpdated} lead={lead} />
      {/* One column; with the table of contents two from 992 px (antd's lg), see pages.css. */}
      <div className={toc ? 'static-page__grid static-page__grid--toc' : 'static-page__grid'}>
        {toc && (
          <div className="static-page__aside">
            <nav aria-label="Obsah" className="static-page__toc">
              <p className="static-page__toc-title" aria-hidden="true">
                Obsah
              </p>
              <ol>
                {sections.map((section) => (
                  <li key={section.id}>
                    {/* A router link: a PUSH with its own history entry, which the layout's
                        ScrollRestoration scrolls to the hash target. */}
                    <Link to={{ hash: section.id }} onClick={() => focusHeading(section.id)}>
                      {section.title}
                    </Link>
                  </li>
                ))}
              </ol>
            </nav>
          </div>
        )}
        <div className="static-page__main">
          <div className="static-page__body">
            {sections.map((section) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-title`}
                className="static-page__section"
              >
                <h2 id={`${section.id}-title`} tabIndex={-1} className="static-page__heading">
                  {section.title}
                </h2>
                {section.content}
              </section>
            ))}
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
