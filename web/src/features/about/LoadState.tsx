import { Alert, Button, Empty, Skeleton } from 'antd';

interface LoadStateProps {
  /** What failed to load, for the error line: 数据来源、数据覆盖 */
  what: string;
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  onRetry: () => void;
}

/** Loading, error and empty states of a section fed by the data API; null once there is something to show. */
export function LoadState({ what, isPending, isError, isEmpty, onRetry }: LoadStateProps) {
  if (isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={`${what}加载失败`}
        description="请检查网络后重试。"
        action={
          <Button size="small" onClick={onRetry}>
            重试
          </Button>
        }
      />
    );
  }
  if (isEmpty) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />;
  return null;
}
