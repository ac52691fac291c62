import type { ReactNode } from 'react';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { HttpError, isCancelledError } from '../lib/http';
import './load-state.css';

/** A client error that asking again will not change (not a time-out, not a rate limit). */
const isFinal = (status: number | null) => status !== null && status >= 400 && status < 500 && status !== 408 && status !== 429;

/** What LoadState reads of a TanStack query result. */
export interface LoadingQuery {
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface LoadStateProps {
  /** The query (or queries) whose answers the section shows; it waits for all of them. */
  query: LoadingQuery | readonly LoadingQuery[];
  /** What failed to load, for the error line: 数据来源、院校列表 */
  what: string;
  /** Something the queries need (a default province, say) is still on its way: loading too. */
  waiting?: boolean;
  /** The answers hold nothing to show. */
  isEmpty?: boolean;
  /** Why there is nothing, under 暂无数据: which province, year or source is missing. */
  emptyReason?: ReactNode;
  /** The small empty picture of antd, for sections inside a card. */
  simpleEmpty?: boolean;
  emptyClassName?: string;
  /** Rows of the loading skeleton; antd's default when left out. */
  skeletonRows?: number;
  /** A loading placeholder shaped like the content (the school cards), instead of the skeleton. */
  placeholder?: ReactNode;
  /** What the section shows once the answers are in; nothing when left out. */
  children?: ReactNode;
}

/**
 * The one loading, error and empty state of every area (DESIGN.md, Web
 * client): a skeleton while the first answer is on its way, an error line with
 * 重试 when a request failed (its toast has already said why), 暂无数据 with
 * the reason when the answer is empty, else the section itself.
 *
 * A request cancelled by a newer search to the same URL is not a failure: the
 * newer one is on its way, so it counts as loading.
 */
export function LoadState(props: LoadStateProps) {
  const { query, what, waiting = false, isEmpty = false, emptyReason, simpleEmpty = false, emptyClassName, skeletonRows, placeholder, children } = props;
  const queries = Array.isArray(query) ? (query as readonly LoadingQuery[]) : [query as LoadingQuery];
  const cancelled = (q: LoadingQuery) => q.isError && isCancelledError(q.error);
  const failed = queries.filter((q) => q.isError && !q.isFetching && !cancelled(q));
  const loading = waiting || queries.some((q) => q.isLoading || (q.isError && (q.isFetching || cancelled(q))));

  if (failed.length > 0) {
    // a refusal or a bad address (403, 404, 400 …) says what the server said: retrying cannot change it, and
    // the network is not to blame; a time-out, a lost connection or a server fault can pass, so those offer 重试
    const refused = failed.map((q) => q.error).find((e): e is HttpError => e instanceof HttpError && isFinal(e.status));
    if (refused) return <Alert type="warning" showIcon title={`无法查看${what}`} description={refused.message} />;
    return (
      <Alert
        type="error"
        showIcon
        title={`${what}加载失败`}
        description="请检查网络后重试。"
        action={
          <Button size="small" onClick={() => failed.forEach((q) => void q.refetch())}>
            重试
          </Button>
        }
      />
    );
  }
  if (loading) return placeholder ?? <Skeleton active paragraph={skeletonRows === undefined ? undefined : { rows: skeletonRows }} />;
  if (isEmpty) {
    return (
      <Empty
        className={emptyClassName}
        image={simpleEmpty ? Empty.PRESENTED_IMAGE_SIMPLE : undefined}
        description={
          emptyReason ? (
            <>
              暂无数据
              <span className="zy-empty-hint">{emptyReason}</span>
            </>
          ) : (
            '暂无数据'
          )
        }
      />
    );
  }
  return children ?? null;
}
