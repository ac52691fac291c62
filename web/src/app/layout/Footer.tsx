import { Link } from 'react-router';
import { useSiteSettings } from '../../lib/viewer';

export function Footer() {
  const year = new Date().getFullYear();
  const { icpRecord, policeRecord } = useSiteSettings();
  return (
    <footer className="zy-footer">
      <div className="zy-container zy-footer-inner">
        <div className="zy-footer-brand">
          <span className="zy-footer-name">志愿 Zhiyuan</span>
          <span className="zy-footer-tagline">开源的高考志愿信息平台</span>
        </div>
        <nav className="zy-footer-links" aria-label="页脚导航">
          <Link to="/about">关于我们</Link>
          <Link to="/about#sources">数据来源</Link>
          <Link to="/about#contact">联系方式</Link>
        </nav>
        <p className="zy-footer-note">
          数据说明：院校名单、大学排名、批次线、一分一段与录取分数整理自教育部、各省教育考试院和高校等公开来源，仅供参考，填报请以官方发布为准。详见
          <Link to="/about#sources">关于我们</Link>。
        </p>
        <p className="zy-footer-legal">
          {/* the deployer's registration notices (an administrator sets them: README, 网站设置) */}
          {icpRecord || policeRecord ? (
            <>
              {icpRecord && (
                <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
                  {icpRecord}
                </a>
              )}
              {policeRecord && (
                <a href="https://beian.mps.gov.cn/" target="_blank" rel="noopener noreferrer">
                  {policeRecord}
                </a>
              )}
            </>
          ) : (
            <span>本站为开源项目演示部署，ICP 备案信息以实际部署方为准</span>
          )}
          <span>© {year} 志愿 Zhiyuan · MIT 开源许可</span>
        </p>
      </div>
    </footer>
  );
}
