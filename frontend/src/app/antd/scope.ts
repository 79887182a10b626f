import { createContext } from 'react';
import { loadAntdProvider } from '../pageChunks';
import { preloadable } from '../preloadable';

/**
 * True below antd's ConfigProvider and App (see AntdProvider). The shell and the first screen of
 * '/' render without antd; the parts that use it are wrapped in <AntdBoundary>, which loads the
 * provider on first use and renders its children directly when they already are inside one.
 */
export const AntdScope = createContext(false);

/** The antd provider chunk (ConfigProvider, App, Czech locale, theme); start it early where known. */
export const antdProvider = preloadable(loadAntdProvider);
export const loadAntd = antdProvider.preload;
