import { createContext } from 'react';

/**
 * True below antd's ConfigProvider and App (see AntdProvider). The shell and the first screen of
 * '/' render without antd; the parts that use it are wrapped in <AntdBoundary>, which loads the
 * provider on first use and renders its children directly when they already are inside one.
 */
export const AntdScope = createContext(false);
