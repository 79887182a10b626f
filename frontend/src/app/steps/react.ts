/**
 * The app's first start step (see main.tsx): React and React DOM. A module of its own, so that the
 * build can preload with it the scripts of the next steps (vite.config.ts, startPreloads).
 */
export { createRoot } from 'react-dom/client';
