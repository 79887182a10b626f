import LoadingOutlined from '@ant-design/icons/es/icons/LoadingOutlined';
import { App as AntApp, ConfigProvider } from 'antd';
import csCZ from 'antd/locale/cs_CZ';
import dayjs from 'dayjs';
import 'dayjs/locale/cs';
import type { ReactNode } from 'react';
import { theme } from './theme';
import { AntdScope } from './scope';

dayjs.locale('cs');

/** Toasts: at most one visible, 5 s (spec: max 1, default 5000 ms). */
export const notificationConfig = { maxCount: 1, duration: 5, placement: 'topRight' } as const;

/**
 * Every button's loading spinner as a plain icon, shown and removed with the loading state. antd's
 * own one slides in and out and is removed only on its transitionend; when the loading ends within
 * a frame or two of starting (a quick answer on a busy renderer) the browser cancels the transition
 * instead, that event never comes and the collapsed spinner stays in the idle button for good: it is
 * then named 'loading Přihlásit se' to screen readers (and the e2e login journey waited a minute for
 * 'Přihlásit se').
 */
const buttonConfig = { loadingIcon: <LoadingOutlined /> };

/** antd theme + Czech locale and the antd App context (toasts via App.useApp()). */
export default function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <AntdScope.Provider value>
      <ConfigProvider locale={csCZ} theme={theme} button={buttonConfig}>
        <AntApp notification={notificationConfig} message={{ maxCount: 1, duration: 5 }}>
          {children}
        </AntApp>
      </ConfigProvider>
    </AntdScope.Provider>
  );
}
