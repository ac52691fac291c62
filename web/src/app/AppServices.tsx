import { useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import type { useAppProps } from 'antd/es/app/context';
import AppContext from 'antd/es/app/context';
import useAppStyle from 'antd/es/app/style';
import type { AppServicesHoldersProps } from './AppServicesHolders';

/*
 * antd's `App` without its message, modal and notification code in the entry (decision 013): the
 * same `.ant-app` element and the same context, so `App.useApp()` works in every page, but the
 * three APIs are stand-ins that load antd's hooks (AppServicesHolders, a chunk of ≈ 15 KB gzip)
 * and then pass the call on. The chunk loads when the browser is idle after the first paint, or
 * on the first call if that comes sooner; calls made meanwhile are kept and run in order.
 */

type Services = useAppProps;
type Kind = keyof Services;

let services: Services | null = null;
const queue: ((s: Services) => void)[] = [];
let requestLoad: (() => void) | null = null;
let loadWanted = false;

function whenReady(run: (s: Services) => void) {
  if (services) {
    run(services);
    return;
  }
  queue.push(run);
  loadWanted = true;
  requestLoad?.();
}

/** What a call returns before the real API has answered: a close function that is also a promise (message), or destroy/update (modal). */
function pending(kind: Kind, method: PropertyKey, args: unknown[]): unknown {
  let result: unknown;
  let closed = false;
  let settle: (v: unknown) => void = () => {};
  const done = new Promise((resolve) => (settle = resolve));
  whenReady((s) => {
    if (closed) return;
    const api = s[kind] as unknown as Record<PropertyKey, (...a: unknown[]) => unknown>;
    result = api[method]!(...args);
    if (result && typeof (result as PromiseLike<unknown>).then === 'function') void (result as PromiseLike<unknown>).then(settle);
    else settle(result);
  });
  if (kind === 'modal') {
    return {
      destroy: () => {
        if (result) (result as { destroy: () => void }).destroy();
        else closed = true;
      },
      update: (config: unknown) => whenReady(() => (result as { update?: (c: unknown) => void } | undefined)?.update?.(config)),
      then: (a?: (v: unknown) => unknown, b?: (e: unknown) => unknown) => done.then(a, b),
    };
  }
  const close = () => {
    if (typeof result === 'function') (result as () => void)();
    else closed = true;
  };
  close.then = (a?: (v: unknown) => unknown, b?: (e: unknown) => unknown) => done.then(a, b);
  return close;
}

const standIn = (kind: Kind) =>
  new Proxy({} as Record<PropertyKey, unknown>, {
    get: (_, method) => (services ? (services[kind] as unknown as Record<PropertyKey, unknown>)[method] : (...args: unknown[]) => pending(kind, method, args)),
  });

const STAND_INS = { message: standIn('message'), modal: standIn('modal'), notification: standIn('notification') } as unknown as Services;

const loadHolders = () => import('./AppServicesHolders').then((m) => m.AppServicesHolders);

/** Mounts antd's holders once wanted (idle after load, or a first call). */
function HoldersHost({ messageConfig }: { messageConfig: AppServicesHoldersProps['messageConfig'] }) {
  const [Holders, setHolders] = useState<ComponentType<AppServicesHoldersProps> | null>(null);
  useEffect(() => {
    let cancelled = false;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      loadHolders().then(
        (component) => {
          if (!cancelled) setHolders(() => component);
        },
        () => {
          // the chunk did not come (offline): try again on the next call
          started = false;
        },
      );
    };
    requestLoad = start;
    if (loadWanted) start();
    const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(start, { timeout: 3000 }) : window.setTimeout(start, 1));
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
    return () => {
      cancelled = true;
      requestLoad = null;
      window.removeEventListener('load', idle);
    };
  }, []);
  if (!Holders) return null;
  return (
    <Holders
      messageConfig={messageConfig}
      onReady={(s) => {
        services = s;
        for (const run of queue.splice(0)) run(s);
      }}
    />
  );
}

/** antd `App` in its look and context, with message, modal and notification loaded apart. */
export function AppServices({ message, children }: { message?: AppServicesHoldersProps['messageConfig']; children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  return (
    <AppContext.Provider value={STAND_INS}>
      <div className={[hashId, prefixCls, cssVarCls].filter(Boolean).join(' ')}>
        <HoldersHost messageConfig={message} />
        {children}
      </div>
    </AppContext.Provider>
  );
}

/** `App.useApp()` for the entry's own code: reading it through antd's `App` would bring `App` and its three hooks back into the entry. */
export const useAppServices = (): Services => useContext(AppContext);
