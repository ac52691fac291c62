import { useState } from 'react';
import { Button } from 'antd';
import { CloseOutlined, NotificationOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { AnnouncementMessage } from '@zhiyuan/domain';
import { VIP_ONLY_SCOPE } from '../../lib/siteCopy';
import { useSiteSettings } from '../../lib/viewer';
import { useAnnouncementSocket } from '../../lib/realtime';
import { publishedAnnouncementsQueryOptions } from '../../features/staff/api';

/**
 * A thin, dismissible bar under the navigation: the latest announcement staff
 * published (网站运营), replaced live when a new one arrives over the realtime
 * socket (spec §7 Realtime); with none published, one static line about the
 * product, which follows the site's VIP gating setting so it never promises
 * what a VIP wall below denies.
 */
const ABOUT = {
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
  const published = useQuery(publishedAnnouncementsQueryOptions()).data?.[0];
  const [live, setLive] = useState<AnnouncementMessage | null>(null);
  useAnnouncementSocket(setLive);
  const latest = live ?? published ?? null;
  const announcement = latest
    ? { id: `announcement-${latest.id}`, text: latest.message, date: latest.date }
    : { ...(vipGating ? ABOUT.gated : ABOUT.open), date: null };
  const [dismissedId, setDismissedId] = useState(() => localStorage.getItem(DISMISSED_KEY));
  if (dismissedId === announcement.id) return null;
  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, announcement.id);
    setDismissedId(announcement.id);
  };
  return (
    <div className="zy-announcement" role="status" aria-live="polite">
      <div className="zy-container zy-announcement-inner">
        <NotificationOutlined className="zy-announcement-icon" aria-hidden />
        <span className="zy-announcement-text">
          {announcement.date && <time className="zy-announcement-date">{announcement.date} </time>}
          {announcement.text}
        </span>
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
