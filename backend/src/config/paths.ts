import * as path from 'node:path';

/** Repository root: backend/src/config (ts) and backend/dist/config (js) are both three levels down. */
export const ROOT_DIR = path.resolve(__dirname, '..', '..', '..');
export const FRONTEND_DIST_DIR = path.join(ROOT_DIR, 'frontend', 'dist');
/** The frontend's server build: a visitor's first screen of the public lists (frontend/src/server). */
export const FRONTEND_SERVER_ENTRY = path.join(ROOT_DIR, 'frontend', 'dist-server', 'first-screen.cjs');
