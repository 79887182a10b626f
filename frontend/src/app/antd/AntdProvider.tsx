import { App as AntApp, ConfigProvider } from 'antd';
import csCZ from 'antd/locale/cs_CZ';
import dayjs from 'dayjs';
import 'dayjs/locale/cs';
import type { ReactNode } from 'react';
import { theme } from '../theme';
import { AntdScope } from './scope';

dayjs.locale('cs');

/** Toasts: at most one visible, 5 s (spec: max 1, default 5000 ms). */
export const notificationConfig = { maxCount: 1, duration: 5, placement: 'topRight' } as const;

/** antd theme + Czech locale and the antd App context (toasts via App.useApp()). */
export default function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <AntdScope.Provider value>
      <ConfigProvider locale={csCZ} theme={theme}>
        <AntApp notification={notificationConfig} message={{ maxCount: 1, duration: 5 }}>
          {children}
        </AntApp>
      </ConfigProvider>
    </AntdScope.Provider>
  );
}
