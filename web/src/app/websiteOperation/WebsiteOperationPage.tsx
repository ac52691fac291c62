import { WebsiteOperationPage as StaffWebsiteOperationPage } from '../../features/staff/consolePages';
import { NewsAdminPanel } from '../../features/news/NewsAdminPanel';

/** 网站运营 (/websiteOpeartion): the staff console's page with the content area's news and admission-guide editor in its tab. */
export function WebsiteOperationPage() {
  return <StaffWebsiteOperationPage newsPanel={<NewsAdminPanel />} />;
}
