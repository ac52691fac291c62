import { useState } from 'react';
import { Button } from 'antd';
import { CloseOutlined, NotificationOutlined } from '@ant-design/icons';

/**
 * A thin, dismissible bar under the navigation. Live announcements arrive
 * over the realtime socket with the announcements issue (spec §7 Realtime);
 * until then it carries one static line about the product.
 */
const ANNOUNCEMENT = {
  id: 'welcome-open-data',
  text: '志愿 Zhiyuan 是开源项目：院校、批次线与一分一段等数据来自公开来源并注明出处，查询免费，不设付费墙。',
};
const DISMISSED_KEY = 'zhiyuan.announcement.dismissed';

export function AnnouncementBar() {
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(DISMISSED_KEY) === ANNOUNCEMENT.id);
  if (dismissed) return null;
  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, ANNOUNCEMENT.id);
    setDismissed(true);
  };
  return (
    <div className="zy-announcement" role="status">
      <div className="zy-container zy-announcement-inner">
        <NotificationOutlined className="zy-announcement-icon" aria-hidden />
        <span className="zy-announcement-text">{ANNOUNCEMENT.text}</span>
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
