import { useLayoutEffect } from 'react';
import { Modal, message, notification } from 'antd';
import type { useAppProps } from 'antd/es/app/context';
import type { ConfigOptions } from 'antd/es/message/interface';

export interface AppServicesHoldersProps {
  messageConfig?: ConfigOptions;
  onReady: (services: useAppProps) => void;
}

/** antd's message, modal and notification hooks and their holders, as antd `App` renders them (AppServices.tsx). */
export function AppServicesHolders({ messageConfig, onReady }: AppServicesHoldersProps) {
  const [messageApi, messageHolder] = message.useMessage(messageConfig);
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [modalApi, modalHolder] = Modal.useModal();
  useLayoutEffect(() => {
    onReady({ message: messageApi, notification: notificationApi, modal: modalApi });
  }, [messageApi, notificationApi, modalApi, onReady]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
