import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { AppServices, useAppServices } from './AppServices';
import zhCN from 'antd/locale/zh_CN';
import { QueryClientProvider } from '@tanstack/react-query';
import { setHttpToast } from '../lib/http';
import { createQueryClient, resetQueriesOnSessionChange } from '../lib/queryClient';
import { theme } from './theme';
import { LoginDialogProvider } from '../lib/loginDialog';
import { DrawerProvider } from './drawer';

/** Routes the http client's error toasts to antd's message API of this app. */
function HttpToastBridge() {
  const { message } = useAppServices();
  useLayoutEffect(() => {
    const previous = setHttpToast((text, durationSeconds) => {
      void message.error(text, durationSeconds);
    });
    return () => {
      setHttpToast(previous);
    };
  }, [message]);
  return null;
}

const MESSAGE_CONFIG = { maxCount: 3 };

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => resetQueriesOnSessionChange(queryClient), [queryClient]);
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <AppServices message={MESSAGE_CONFIG}>
        <HttpToastBridge />
        <QueryClientProvider client={queryClient}>
          {/* above the router: a dialog or drawer opened while the first page's code loads stays open when it arrives */}
          <LoginDialogProvider>
            <DrawerProvider>{children}</DrawerProvider>
          </LoginDialogProvider>
        </QueryClientProvider>
      </AppServices>
    </ConfigProvider>
  );
}
