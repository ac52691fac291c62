import { Button, Result } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../features/home/NotFoundPage';

/** Browsers word a failed dynamic import differently; all of them name the failing address. */
const CHUNK_ERROR = /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically imported/i;

function chunkAddress(error: unknown): string | null {
  if (!(error instanceof Error) || !CHUNK_ERROR.test(error.message)) return null;
  return /(https?:\/\/\S+|\/assets\/\S+)/.exec(error.message)?.[1] ?? '';
}

/** Error boundary of the pages: a page's code that failed to load, or a page that crashed. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const address = chunkAddress(error);
  if (address === null) console.error(error);
  return (
    <div className="zy-container zy-page">
      <Result
        status="error"
        title={address === null ? '页面出错了' : '页面加载失败'}
        subTitle={
          address === null
            ? '这个页面遇到了意外问题。请刷新重试；如果问题持续，欢迎通过“关于我们”中的方式反馈。'
            : `页面文件没有加载成功${address ? `（${address}）` : ''}，可能是网络不稳定或网站刚刚更新，请刷新重试。`
        }
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            刷新页面
          </Button>
        }
      />
    </div>
  );
}
