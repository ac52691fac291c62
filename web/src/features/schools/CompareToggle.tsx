import { App, Button } from 'antd';
import { CheckOutlined, PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { COMPARE_MAX } from '@zhiyuan/domain';
import { compareHref, useCompareTray } from './compareTray';
import './compare.css';

/** 加入对比 / 已加入对比 for one school. */
export function CompareToggle({ schoolId, schoolName, size = 'small' }: { schoolId: string; schoolName: string; size?: 'small' | 'middle' }) {
  const tray = useCompareTray();
  const { message } = App.useApp();
  const picked = tray.has(schoolId);
  return (
    <Button
      className="zy-compare-toggle"
      size={size}
      type={picked ? 'primary' : 'default'}
      ghost={picked}
      icon={picked ? <CheckOutlined /> : <PlusOutlined />}
      aria-pressed={picked}
      aria-label={picked ? `从对比中移除${schoolName}` : `把${schoolName}加入对比`}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        if (!tray.toggle(schoolId)) void message.warning(`最多对比${COMPARE_MAX}所院校，请先移除一所`);
      }}
    >
      {picked ? '已加入对比' : '加入对比'}
    </Button>
  );
}

/** The link to the compare page with the picked schools, when there are any. */
export function CompareLink() {
  const tray = useCompareTray();
  if (tray.ids.length === 0) return null;
  return (
    <Link className="zy-compare-link" to={compareHref(tray.ids)}>
      院校对比（{tray.ids.length}/{COMPARE_MAX}）→
    </Link>
  );
}
