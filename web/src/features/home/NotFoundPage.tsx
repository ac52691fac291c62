import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../components/PageTitle';

/** Any path the route table does not know. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <div className="zy-container zy-page">
      <PageTitle>页面不存在</PageTitle>
      <Result
        status="404"
        title="页面不存在"
        subTitle="你访问的地址不存在，可能是链接有误或页面已经调整。"
        extra={
          <Button type="primary" onClick={() => navigate('/welcome')}>
            返回首页
          </Button>
        }
      />
    </div>
  );
}
