import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, visitorApi } from '../test/renderApp';
import { SIGNED_IN_HINT_KEY } from '../shared/bootHint';
import { BootScreen } from './layout/BootScreen';

/** public/boot.js, run as the browser runs it before the first paint (a classic script: the document so far). */
function runBootScript() {
  const source = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../public/boot.js'), 'utf8');
  new Function(source)();
}

/** index.html's static first screen (inside #root), parsed. */
function staticScreen(): HTMLElement {
  const html = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../index.html'), 'utf8');
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return doc.getElementById('root') as HTMLElement;
}

/** Drops comments and the whitespace between tags (insignificant where the markup breaks lines). */
function normalize(node: Node): Node {
  const copy = node.cloneNode(true);
  copy.normalize(); // React renders {' '} as a text node of its own
  const walk = (parent: Node) => {
    for (const child of Array.from(parent.childNodes)) {
      if (child.nodeType === Node.COMMENT_NODE || (child.nodeType === Node.TEXT_NODE && !child.textContent?.trim())) {
        parent.removeChild(child);
      } else {
        walk(child);
      }
    }
  };
  walk(copy);
  return copy;
}

/** Tag, classes (without the boot screen's own) and text of an element tree: what it looks like. */
function look(element: Element): unknown {
  const classes = Array.from(element.classList)
    .filter((name) => !name.startsWith('boot'))
    .sort();
  const children = Array.from(element.childNodes).flatMap((child) => {
    if (child.nodeType === Node.ELEMENT_NODE) return [look(child as Element)];
    const text = child.textContent?.replace(/\s+/g, ' ').trim();
    return text ? [text] : [];
  });
  return { tag: element.tagName.toLowerCase(), classes, children };
}

describe('the static first screen', () => {
  afterEach(() => localStorage.clear());

  it('is in index.html exactly as BootScreen renders it', () => {
    const { container } = render(<BootScreen />);
    const expected = Array.from(normalize(container).childNodes);
    const actual = Array.from(normalize(staticScreen()).childNodes);
    expect(actual).toHaveLength(expected.length);
    actual.forEach((node, index) => {
      // the markup, for a readable difference, then the nodes (attributes in any order)
      expect((node as Element).outerHTML).toBe((expected[index] as Element).outerHTML);
      expect(node.isEqualNode(expected[index])).toBe(true);
    });
  });

  it("shows what the home page shows: the navbar's brand, the visitor banner and the hero", async () => {
    const boot = render(<BootScreen />).container;
    const app = renderApp('/', visitorApi).container;
    await within(app).findByRole('heading', { level: 1, name: 'Svatební služby na jednom místě' });
    const appPart = (selector: string) => app.querySelector(`.app-shell ${selector}`) as Element;
    const bootPart = (selector: string) => boot.querySelector(`.boot ${selector}`) as Element;

    expect(look(bootPart('section.hero'))).toEqual(look(appPart('section.hero')));
    expect(look(bootPart('aside.visitor-banner'))).toEqual(look(appPart('aside.visitor-banner')));
    expect(look(bootPart('.navbar__brand'))).toEqual(look(appPart('.navbar__brand')));
    expect(look(bootPart('.navbar__toggle'))).toEqual(look(appPart('.navbar__toggle')));
  });

  it("shows the FAQ's head as the FAQ page draws it", async () => {
    const boot = render(<BootScreen />).container;
    const app = renderApp('/faq', { ...visitorApi, 'GET /api/faq': { status: 200, body: { groups: [] } } }).container;
    await within(app).findByRole('heading', { level: 1, name: 'Často kladené otázky' });
    const appHead = app.querySelector('.app-shell .static-page > header') as Element;
    const bootHead = boot.querySelector('.boot .boot__faq > header') as Element;
    expect(bootHead).not.toBeNull();
    expect(look(bootHead)).toEqual(look(appHead));
    // In the same place: the page's own container around it.
    expect(Array.from(bootHead.parentElement!.classList).sort()).toEqual(['boot__faq', 'page', 'static-page']);
    expect(Array.from(appHead.parentElement!.classList).sort()).toEqual(['page', 'static-page']);
  });

  it('is what the app shows while the session loads, hidden from assistive technology but its status', async () => {
    renderApp('/neexistuje', visitorApi);
    // The session is still on its way right after the first render.
    expect(screen.getByRole('status')).toHaveTextContent('Načítání…');
    expect(document.querySelector('.boot')).toHaveAttribute('aria-hidden', 'true');
    expect(document.querySelector('.boot')).toHaveAttribute('inert');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    // then the page
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(document.querySelector('.boot')).toBeNull();
  });

  it('remembers whether the last session was signed in, for the next first screen', async () => {
    renderApp('/neexistuje', visitorApi);
    await screen.findByRole('heading', { name: '404 Page Not Found' });
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBe('0');
  });
});

describe('public/boot.js: the visitor\'s banner', () => {
  const root = document.documentElement;
  afterEach(() => {
    root.className = '';
    document.head.innerHTML = '';
    localStorage.clear();
  });
  const sessionPreload = () =>
    document.head.insertAdjacentHTML('beforeend', '<link rel="preload" href="/api/auth/user" as="fetch" crossorigin="use-credentials">');

  it('is left out when the server preloaded the session (the request carried the session cookie), whatever the storage', () => {
    sessionPreload();
    runBootScript();
    expect(root).toHaveClass('boot-js', 'boot-signed-in');
  });

  it('is left out when this browser last saw a signed-in user', () => {
    localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    runBootScript();
    expect(root).toHaveClass('boot-signed-in');
  });

  it('is shown to a visitor: no session preload, no signed-in user remembered', () => {
    document.head.insertAdjacentHTML('beforeend', '<link rel="preload" href="/api/dashboard-counts" as="fetch">');
    localStorage.setItem(SIGNED_IN_HINT_KEY, '0');
    runBootScript();
    expect(root).toHaveClass('boot-js');
    expect(root).not.toHaveClass('boot-signed-in');
  });
});
