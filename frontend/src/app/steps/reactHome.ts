/**
 * The app's first start step on the home page (see main.tsx): React and React DOM, preloaded with
 * the scripts of the next steps and of the home page (vite.config.ts, startPreloads).
 */
export { createRoot } from 'react-dom/client';
