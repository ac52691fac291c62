import { useState } from 'react';
import { Button, Input, List, Pagination, Result, Skeleton, Tag } from 'antd';
import { ArrowLeftOutlined, ExportOutlined } from '@ant-design/icons';
import { GUIDE_PAGE_SIZE } from '@zhiyuan/domain';
import { LoadState } from '../../components/LoadState';
import { RichText } from '../../components/RichText';
import { useDetailParams } from '../../lib/detailParams';
import { useGuide, useGuideOfficial, useSchoolGuides } from './api';
import '../../components/detail-section.css';
import './guides.css';

/** 招生简章 (spec §2): a searchable list, 10 per page; a title opens the guide. */
export function GuidesTab({ schoolId, onOpen }: { schoolId: string; onOpen: (guideId: string) => void }) {
  const params = useDetailParams();
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const keyword = params.get('q') ?? '';
  const [text, setText] = useState(keyword);
  const guides = useSchoolGuides(schoolId, page, keyword);
  return (
    <section className="zy-detail-section" aria-labelledby="zy-guides">
      <h3 id="zy-guides" className="zy-section-title">招生简章</h3>
      <OfficialGuideLink schoolId={schoolId} />
      <Input.Search
        className="zy-guide-search"
        placeholder="搜索简章标题"
        aria-label="搜索招生简章"
        value={text}
        maxLength={50}
        allowClear
        enterButton="搜索"
        onChange={(e) => setText(e.target.value)}
        onSearch={(value) => params.set({ q: value.trim() || undefined, page: undefined })}
      />
      <LoadState
        query={guides}
        what="招生简章"
        isEmpty={(guides.data?.records.length ?? 0) === 0}
        emptyReason="本站尚未收录这所学校的招生简章，请以上方阳光高考和学校招生网公布的官方招生章程为准。"
      >
        <List
          dataSource={guides.data?.records ?? []}
          renderItem={(g) => (
            <List.Item>
              <button type="button" className="zy-link-button" onClick={() => onOpen(g.id)}>
                {g.title}
              </button>
              <span className="zy-muted">{g.createTime.slice(0, 10)}</span>
            </List.Item>
          )}
        />
        <Pagination
          align="center"
          current={page}
          pageSize={GUIDE_PAGE_SIZE}
          total={guides.data?.total ?? 0}
          showSizeChanger={false}
          onChange={(p) => params.set({ page: p > 1 ? String(p) : undefined })}
        />
      </LoadState>
    </section>
  );
}

/** The official 招生章程: the school's 阳光高考 page (school_contacts) and its own admission site. */
function OfficialGuideLink({ schoolId }: { schoolId: string }) {
  const official = useGuideOfficial(schoolId);
  const data = official.data;
  if (!data || (!data.chsiUrl && !data.admissionWebsite)) return null;
  return (
    <p className="zy-guide-official">
      {data.schoolName}的官方招生章程以教育部阳光高考平台公布的为准：
      {data.chsiUrl && (
        <a href={data.chsiUrl} target="_blank" rel="noopener noreferrer">
          阳光高考院校页（招生章程） <ExportOutlined aria-hidden />
        </a>
      )}
      {data.admissionWebsite && (
        <a href={data.admissionWebsite} target="_blank" rel="noopener noreferrer">
          学校招生网 <ExportOutlined aria-hidden />
        </a>
      )}
    </p>
  );
}

/** One guide: title, date, tags and content. */
export function GuideDetail({ guideId, onBack }: { guideId: string; onBack?: () => void }) {
  const guide = useGuide(guideId);
  const back = onBack && (
    <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
      返回简章列表
    </Button>
  );
  if (guide.isPending) return <Skeleton active />;
  if (!guide.data) return <Result status="404" title="招生简章不存在" subTitle="这份简章可能已被删除，或链接有误。" extra={back} />;
  return (
    <article className="zy-guide">
      {back}
      <h3 className="zy-guide-title">{guide.data.title}</h3>
      <div className="zy-muted">
        {guide.data.createTime.slice(0, 10)}
        {guide.data.tags.map((t) => (
          <Tag key={t}>{t}</Tag>
        ))}
      </div>
      <RichText html={guide.data.content} className="zy-guide-content" />
    </article>
  );
}
