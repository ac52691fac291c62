import { useState } from 'react';
import { Button } from 'antd';
import { CloseOutlined, NotificationOutlined } from '@ant-design/icons';
import { VIP_ONLY_SCOPE } from '../../lib/siteCopy';
import { useSiteSettings } from '../../lib/viewer';

/**
 * A thin, dismissible bar under the navigation. Live announcements arrive
 * over the realtime socket with the announcements issue (spec §7 Realtime);
 * until then it carries one static line about the product, which follows the
 * site's VIP gating setting so it never promises what a VIP wall below denies.
 */
const ANNOUNCEMENTS = {
  gated: {
    id: 'welcome-open-data-gated',
    text: `志愿 Zhiyuan 是开源项目：院校、批次线与一分一段等数据来自公开来源并注明出处，免费查询；${VIP_ONLY_SCOPE}面向VIP会员。`,
  },
  open: {
    id: 'welcome-open-data',
    text: '志愿 Zhiyuan 是开源项目：院校、批次线与一分一段等数据来自公开来源并注明出处，查询免费，不设付费墙。',
  },
};
const DISMISSED_KEY = 'zhiyuan.announcement.dismissed';

export function AnnouncementBar() {
  const { vipGating } = useSiteSettings();
  const announcement = vipGating ? ANNOUNCEMENTS.gated : ANNOUNCEMENTS.open;
  const [dismissedId, setDismissedId] = useState(() => localStorage.getItem(DISMISSED_KEY));
  if (dismissedId === announcement.id) return null;
  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, announcement.id);
    setDismissedId(announcement.id);
  };
  return (
    <div className="zy-announcement" role="status">
      <div className="zy-container zy-announcement-inner">
        <NotificationOutlined className="zy-announcement-icon" aria-hidden />
        <span className="zy-announcement-text">{announcement.text}</span>
        <Button
          type="text"
          size="small"
          className="zy-announcement-close"
          icon={<CloseOutlined />}
          aria-label="关闭公告"
          onClick={dismiss}
        />
      </div>
    </div>
  );
}
