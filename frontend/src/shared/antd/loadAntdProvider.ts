import { once } from '../once';

/**
 * antd's provider chunk (ConfigProvider, App, Czech locale, theme) as a plain loader without React:
 * the entry starts it for every page but the home page, before the app's own code has loaded.
 */
export const loadAntdProvider = once(() => import('./AntdProvider'));
