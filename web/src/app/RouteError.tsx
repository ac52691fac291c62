import { Suspense, lazy } from 'react';
import { Button } from 'antd';
import { CloseCircleFilled } from '@ant-design/icons';
import { isRouteErrorResponse, useRouteError } from 'react-router';

// A page like any other (its illustration is antd Result's, large): loaded when a 404 is shown.
const NotFoundPage = lazy(() => import('../features/home/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

/** Browsers word a failed dynamic import differently; all of them name the failing address. */
const CHUNK_ERROR = /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically imported/i;

function chunkAddress(error: unknown): string | null {
  if (!(error instanceof Error) || !CHUNK_ERROR.test(error.message)) return null;
  return /(https?:\/\/\S+|\/assets\/\S+)/.exec(error.message)?.[1] ?? '';
}

/**
 * Error boundary of the pages: a page's code that failed to load, or a page that crashed. Drawn
 * with what the entry already holds (no lazy chunk: the network may be what failed).
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  const address = chunkAddress(error);
  if (address === null) console.error(error);
  return (
    <div className="zy-container zy-page">
      <div className="zy-route-error" role="alert">
        <CloseCircleFilled className="zy-route-error-icon" aria-hidden />
        <h1 className="zy-route-error-title">{address === null ? '页面出错了' : '页面加载失败'}</h1>
        <p className="zy-route-error-text">
          {address === null
            ? '这个页面遇到了意外问题。请刷新重试；如果问题持续，欢迎通过“关于我们”中的方式反馈。'
            : `页面文件没有加载成功${address ? `（${address}）` : ''}，可能是网络不稳定或网站刚刚更新，请刷新重试。`}
        </p>
        <Button type="primary" onClick={() => window.location.reload()}>
          刷新页面
        </Button>
      </div>
    </div>
  );
}
