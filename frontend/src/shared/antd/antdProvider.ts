import { preloadable } from '../preloadable';
import { loadAntdProvider } from './loadAntdProvider';

/** The antd provider as a lazy component that can be loaded ahead; start it early where known. */
export const antdProvider = preloadable(loadAntdProvider);
export const loadAntd = antdProvider.preload;
