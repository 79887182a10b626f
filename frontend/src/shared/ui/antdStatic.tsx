import { ConfigProvider, Modal, notification } from 'antd';
import csCZ from 'antd/locale/cs_CZ';
import { notificationConfig } from '../antd/AntdProvider';
import { theme } from '../antd/theme';
import type { ConfirmArgs } from './confirm';
import type { NotifyArgs, NotifyKind } from './notify';

// antd's static toasts and dialogs render outside the app's tree: the holder gets the app's theme and locale.
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider locale={csCZ} theme={theme}>
      {children}
    </ConfigProvider>
  ),
});
notification.config(notificationConfig);

export function showNotification(kind: NotifyKind, args: NotifyArgs): void {
  notification[kind](args);
}

export function showConfirm({ title, content, okText, cancelText = 'Zrušit', danger = false, focusCancel = false, onOk }: ConfirmArgs): void {
  Modal.confirm({ title, content, okText, cancelText, okButtonProps: { danger }, autoFocusButton: focusCancel ? 'cancel' : 'ok', onOk });
}
