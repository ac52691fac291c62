import { Tag } from 'antd';
import { RightOutlined, TrophyOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import type { SchoolListItem } from '@zhiyuan/domain';
import { useIsPhone } from '../../lib/useMediaQuery';
import { SchoolCrest } from '../../components/SchoolCrest';
import { featureTagColor } from '../../components/schoolFeatures';
import { ruankeRankLabel, schoolLocationLine } from './schoolDisplay';

interface SchoolCardProps {
  school: SchoolListItem;
  /** A link target opens the school as a page; without one the card is a button calling onOpen. */
  href?: string;
  onOpen?: (school: SchoolListItem) => void;
}

export function SchoolCard({ school, href, onOpen }: SchoolCardProps) {
  const isPhone = useIsPhone();
  const location = useLocation();
  const rank = ruankeRankLabel(school.schoolRank, school.schoolRankYear);
  const locationLine = schoolLocationLine(school);
  const body = (
    <>
      <SchoolCrest name={school.schoolName} url={school.schoolCrestUrl} size={isPhone ? 52 : 64} />
      <span className="zy-school-card-body">
        <span className="zy-school-card-title">
          <span className="zy-school-card-name">{school.schoolName}</span>
          {school.schoolFeatures.map((feature) => (
            <Tag key={feature} color={featureTagColor(feature)} className="zy-school-card-feature">
              {feature}
            </Tag>
          ))}
        </span>
        {locationLine && <span className="zy-school-card-meta">{locationLine}</span>}
        <span className="zy-school-card-foot">
          <Tag variant="filled" color={school.schoolLevel === '本科' ? 'cyan' : 'purple'}>
            {school.schoolLevel}
          </Tag>
          {rank && (
            <span className="zy-school-card-rank">
              <TrophyOutlined aria-hidden /> {rank}
            </span>
          )}
        </span>
      </span>
      <RightOutlined className="zy-school-card-chevron" aria-hidden />
    </>
  );
  if (href) {
    return (
      <Link className="zy-school-card" to={href} state={{ schoolName: school.schoolName, from: `${location.pathname}${location.search}` }}>
        {body}
      </Link>
    );
  }
  return (
    <button type="button" className="zy-school-card" onClick={() => onOpen?.(school)}>
      {body}
    </button>
  );
}
