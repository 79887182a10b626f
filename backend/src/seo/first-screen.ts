import * as fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import * as path from 'node:path';
import { Logger } from '@nestjs/common';
import { hasSessionCookie } from '../auth/auth.api';

/** A visitor's first screen as the frontend's server build renders it. */
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
  serverPageModule(pathname: string): string | null;
  renderFirstScreen(url: string, serverFetch: typeof fetch): Promise<FirstScreen | null>;
}

/** A fetch that answers the app's own API in-process, asked as the visitor of `from` would ask it. */
export type ServerFetchFor = (from: IncomingMessage) => typeof fetch;

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
 * Renders the first screen of /dodavatele and of portfolios for visitors on the server, with the
 * frontend's own components (its server build) and the API's own answers: the served HTML then paints
 * the page itself, before any script has run. The page's stylesheets go inline with it (they come with
 * its code otherwise, which would be too late). Signed-in visitors get the plain page: what they see
 * depends on who they are, and the app shows it from their session.
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

  /** Whether the page at `pathname` is rendered on the server for the visitor of `request` (not for a session). */
  renders(pathname: string, request: IncomingMessage): boolean {
    return this.module.serverPageModule(pathname) !== null && !hasSessionCookie(request.headers.cookie);
  }

  /** Whether the page at `pathname` is one the server renders (for visitors). */
  rendersPath(pathname: string): boolean {
    return this.module.serverPageModule(pathname) !== null;
  }

  /**
   * The first screen of the page at `url` (path and query) for the visitor of `request`; null where the
   * page is not rendered on the server, the visitor is signed in, a call failed or the budget ran out.
   */
  async render(url: string, pathname: string, request: IncomingMessage): Promise<RenderedFirstScreen | null> {
    const pageModule = this.module.serverPageModule(pathname);
    if (!pageModule || hasSessionCookie(request.headers.cookie)) return null;
    let timer: NodeJS.Timeout | undefined;
    const budget = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), FIRST_SCREEN_BUDGET_MS);
    });
    try {
      const screen = await Promise.race([this.module.renderFirstScreen(url, this.serverFetchFor(request)), budget]);
      return screen && { ...screen, styles: this.stylesOf(pageModule) };
    } catch (error) {
      FirstScreenRenderer.logger.warn(`The first screen of ${pathname} could not be rendered: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * The stylesheets of the chunk that holds a page's module and of every chunk it imports statically, but
   * those index.html links already, in the order the build lists them; read once per page. The SSR manifest
   * names a module's chunk (a module in a chunk of the build's own, see vite.config.ts, has no entry of its
   * own in the manifest), the manifest each chunk's stylesheets and imports.
   */
  private stylesOf(pageModule: string): string {
    const known = this.styles.get(pageModule);
    if (known !== undefined) return known;
    const read = (file: string) => fs.readFileSync(path.join(this.frontendDir, file), 'utf8');
    const manifest = JSON.parse(read('.vite/manifest.json')) as Record<string, ManifestChunk>;
    const chunksOfModule = (JSON.parse(read('.vite/ssr-manifest.json')) as Record<string, string[] | undefined>)[pageModule] ?? [];
    const index = read('index.html');
    const files: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const file of manifest[key].css ?? []) if (!files.includes(file) && !index.includes(`/${file}"`)) files.push(file);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    const chunkFiles = new Set(chunksOfModule.filter((file) => file.endsWith('.js')).map((file) => file.replace(/^\//, '')));
    for (const [key, chunk] of Object.entries(manifest)) if (chunkFiles.has(chunk.file)) visit(key);
    const styles = files.map(read).join('\n');
    this.styles.set(pageModule, styles);
    return styles;
  }
}
