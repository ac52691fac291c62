import type { ReactNode } from 'react';
import { Button, Result } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { PageTitle } from './PageTitle';
import './under-construction.css';

interface UnderConstructionProps {
  /** The feature's name as the navigation calls it, e.g. 查专业. */
  feature: string;
  /** One sentence on what the feature will do. */
  description: string;
  /** Buttons shown instead of 返回首页. */
  actions?: ReactNode;
  /** Inside another page or the drawer: no document title, no 返回首页. */
  embedded?: boolean;
}

/** The page of a route whose feature is not built yet: it says so, and what is coming. */
export function UnderConstruction({ feature, description, actions, embedded = false }: UnderConstructionProps) {
  const navigate = useNavigate();
  const extra =
    actions ??
    (embedded ? null : (
      <Button type="primary" onClick={() => navigate('/welcome')}>
        返回首页
      </Button>
    ));
  const result = (
      <Result
        icon={
          <span className="zy-uc-icon" aria-hidden>
            <ToolOutlined />
          </span>
        }
        title={
          <span className="zy-uc-title">
            {feature}
            <span className="zy-uc-dot">·</span>
            <span className="zy-uc-badge">建设中</span>
          </span>
        }
        subTitle={
          <>
            <span className="zy-uc-description">{description}</span>
            <span className="zy-uc-note">这一功能正在开发中，上线后使用真实的公开数据并注明出处。</span>
          </>
        }
        extra={extra}
      />
  );
  if (embedded) return <div className="zy-uc zy-uc-embedded">{result}</div>;
  return (
    <div className="zy-container">
      <PageTitle>{`${feature} · 建设中`}</PageTitle>
      <div className="zy-uc">{result}</div>
    </div>
  );
}
