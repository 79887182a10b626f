import * as fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import * as path from 'node:path';
import { Logger } from '@nestjs/common';
import { hasSessionCookie } from '../auth/auth.api';

/** A page's first screen as the frontend's server build renders it. */
export interface FirstScreen {
  /** The page's markup, as the app renders it inside <main>. */
  html: string;
  /** The RTK Query state the page was rendered with; the app's store takes it (frontend/src/app/serverState.ts). */
  state: Record<string, unknown>;
}

/** The first screen with the page's stylesheets, which index.html does not link (its code brings them). */
export interface RenderedFirstScreen extends FirstScreen {
  styles: string;
}

/** The frontend's server build (frontend/src/server/firstScreen.tsx, dist-server/first-screen.cjs). */
export interface FirstScreenModule {
  /** The page's modules (their stylesheets go with it) when it is rendered for a visitor, or for a session (`signedIn`). */
  serverPageModules(pathname: string, signedIn: boolean): string[] | null;
  renderFirstScreen(url: string, serverFetch: typeof fetch, signedIn: boolean): Promise<FirstScreen | null>;
}

/**
 * A fetch that answers the app's own API in-process, asked as the visitor of `from` would ask it: without a session,
 * or with `from`'s session cookie (`withSession`), for a page rendered for the one who asked for it.
 */
export type ServerFetchFor = (from: IncomingMessage, withSession: boolean) => typeof fetch;

/** What the client build's manifest (dist/.vite/manifest.json) says of a chunk. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/**
 * Longest a page waits for its first screen: a slow database then gives the plain page (the app renders it
 * in the browser), not a late one.
 */
export const FIRST_SCREEN_BUDGET_MS = 1_000;

/**
 * Renders the first screen of /dodavatele, the portfolios and the figures for visitors, and of the signed-in pages (the
 * dashboards, an account's own pages, the admin panel for an admin, a booking's page for its sides) for a session, on the server, with the frontend's own components (its server build) and the
 * API's own answers: the served HTML then paints the page itself, before any script has run. The page's stylesheets
 * go inline with it (they come with its code otherwise, which would be too late). A visitor's page is never rendered
 * for a session (what a signed-in visitor sees there depends on who they are), a session's page only with the
 * request's own session cookie, whose calls answer as that viewer's own would (never kept: no-store).
 */
export class FirstScreenRenderer {
  private static readonly logger = new Logger(FirstScreenRenderer.name);
  private readonly styles = new Map<string, string>();

  constructor(
    private readonly module: FirstScreenModule,
    private readonly serverFetchFor: ServerFetchFor,
    private readonly frontendDir: string,
  ) {}

  /**
   * The renderer of the server build at `file` for the client build in `frontendDir`; null when either is
   * missing (a build without them).
   */
  static load(file: string, frontendDir: string, serverFetchFor: ServerFetchFor): FirstScreenRenderer | null {
    const manifests = ['manifest.json', 'ssr-manifest.json'].map((name) => path.join(frontendDir, '.vite', name));
    if (![file, ...manifests].every((needed) => fs.existsSync(needed))) return null;
    // The build is CommonJS, as the backend: a plain require, once at the start.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return new FirstScreenRenderer(require(file) as FirstScreenModule, serverFetchFor, frontendDir);
  }

  /** Whether the page at `pathname` is rendered on the server for the one asking with `request` (a visitor, or a session). */
  renders(pathname: string, request: IncomingMessage): boolean {
    return this.module.serverPageModules(pathname, hasSessionCookie(request.headers.cookie)) !== null;
  }

  /** Whether the page at `pathname` is one the server renders for visitors. */
  rendersPath(pathname: string): boolean {
    return this.module.serverPageModules(pathname, false) !== null;
  }

  /**
   * The first screen of the page at `url` (path and query) for the one asking with `request`; null where the page
   * is not rendered on the server for them, a call failed (a session that has expired among them) or the budget ran out.
   */
  async render(url: string, pathname: string, request: IncomingMessage): Promise<RenderedFirstScreen | null> {
    const signedIn = hasSessionCookie(request.headers.cookie);
    const pageModules = this.module.serverPageModules(pathname, signedIn);
    if (!pageModules) return null;
    let timer: NodeJS.Timeout | undefined;
    const budget = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), FIRST_SCREEN_BUDGET_MS);
    });
    try {
      const screen = await Promise.race([this.module.renderFirstScreen(url, this.serverFetchFor(request, signedIn), signedIn), budget]);
      return screen && { ...screen, styles: this.stylesOf(pageModules) };
    } catch (error) {
      FirstScreenRenderer.logger.warn(`The first screen of ${pathname} could not be rendered: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * The stylesheets of the chunks that hold a page's modules and of every chunk they import statically, but
   * those index.html links already, in the order the build lists them; read once per page. The SSR manifest
   * names a module's chunk (a module in a chunk of the build's own, see vite.config.ts, has no entry of its
   * own in the manifest), the manifest each chunk's stylesheets and imports.
   */
  private stylesOf(pageModules: string[]): string {
    const key = pageModules.join(' ');
    const known = this.styles.get(key);
    if (known !== undefined) return known;
    const read = (file: string) => fs.readFileSync(path.join(this.frontendDir, file), 'utf8');
    const manifest = JSON.parse(read('.vite/manifest.json')) as Record<string, ManifestChunk>;
    const ssrManifest = JSON.parse(read('.vite/ssr-manifest.json')) as Record<string, string[] | undefined>;
    const chunksOfModules = pageModules.flatMap((pageModule) => ssrManifest[pageModule] ?? []);
    const index = read('index.html');
    const files: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const file of manifest[key].css ?? []) if (!files.includes(file) && !index.includes(`/${file}"`)) files.push(file);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    const chunkFiles = new Set(chunksOfModules.filter((file) => file.endsWith('.js')).map((file) => file.replace(/^\//, '')));
    for (const [key, chunk] of Object.entries(manifest)) if (chunkFiles.has(chunk.file)) visit(key);
    const styles = files.map(read).join('\n');
    this.styles.set(key, styles);
    return styles;
  }
}
