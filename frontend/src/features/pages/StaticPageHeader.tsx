import type { ReactNode } from 'react';
import './staticPageHeader.css';

export interface StaticPageHeaderProps {
  /** The page's h1. */
  title: string;
  /** 'Poslední aktualizace: {label}' under the title. */
  lastUpdated?: { iso: string; label: string };
  /** Introductory text under the title. */
  lead?: ReactNode;
}

/**
 * The head of a text page (FAQ, terms, privacy): h1, last update, lead. Its styles are in the first
 * stylesheet (main.tsx): index.html's boot screen paints the FAQ's head before any script (app/layout/BootScreen).
 */
export function StaticPageHeader({ title, lastUpdated, lead }: StaticPageHeaderProps) {
  return (
    <header className="static-page__header">
      <h1 className="page__title static-page__title">{title}</h1>
      {lastUpdated && (
        <p className="static-page__updated">
          Poslední aktualizace: <time dateTime={lastUpdated.iso}>{lastUpdated.label}</time>
        </p>
      )}
      {lead && <div className="static-page__lead">{lead}</div>}
    </header>
  );
}
