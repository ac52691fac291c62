import { WebsiteOperationPage as StaffWebsiteOperationPage } from '../../features/staff/consolePages';
import { NewsAdminPanel } from '../../features/news/NewsAdminPanel';
import { BooksAdminPanel } from '../../features/books/BooksAdminPanel';

/** 网站运营 (/websiteOpeartion): the staff console's page with the content area's news and admission-guide editor and the books upload in their tabs. */
export function WebsiteOperationPage() {
  return <StaffWebsiteOperationPage newsPanel={<NewsAdminPanel />} booksPanel={<BooksAdminPanel />} />;
}
