import { Button, Result } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useLoginDialog } from '../lib/loginDialog';

/** In place of private data for a guest: why it is not shown, and the way to log in. */
export function LoginRequired({ what }: { what: string }) {
  const { openLogin } = useLoginDialog();
  return (
    <Result
      icon={<LockOutlined />}
      title="请先登录"
      subTitle={`登录后即可查看和填写${what}。`}
      extra={
        <Button type="primary" onClick={openLogin}>
          登录 / 注册
        </Button>
      }
    />
  );
}
