import { UnderConstruction } from '../../components/UnderConstruction';

/** /gaokaozixun */
export function NewsListPage() {
  return <UnderConstruction feature="高考资讯" description="高考政策、志愿填报时间节点和各省考试院的权威通知。" />;
}

/** /gaokaozixunDetail/:id */
export function NewsDetailPage() {
  return <UnderConstruction feature="资讯详情" description="阅读一篇高考资讯的全文和来源。" />;
}
