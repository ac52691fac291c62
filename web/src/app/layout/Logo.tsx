import { Link } from 'react-router';

export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link to="/welcome" className={compact ? 'zy-logo zy-logo-compact' : 'zy-logo'} aria-label="志愿 Zhiyuan 首页">
      <span className="zy-logo-mark" aria-hidden>
        志
      </span>
      <span className="zy-logo-text" aria-hidden>
        <span className="zy-logo-cn">志愿</span>
        <span className="zy-logo-en">Zhiyuan</span>
      </span>
    </Link>
  );
}
