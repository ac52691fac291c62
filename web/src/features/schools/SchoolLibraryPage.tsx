import type { SchoolListItem } from '@zhiyuan/domain';
import { PageTitle } from '../../components/PageTitle';
import { SchoolLibrary } from './SchoolLibrary';
import { useUrlSchoolLibrary } from './libraryState';

const detailHref = (school: SchoolListItem) => `/chadaxuedetail/${school.id}`;

/**
 * /chadaxue. The spec marks it auth-required (§2, §4 guest flow); until the
 * login issue brings the login dialog, every visitor sees it.
 */
export function SchoolLibraryPage() {
  const controller = useUrlSchoolLibrary();
  return (
    <div className="zy-container zy-page">
      <PageTitle>查大学</PageTitle>
      <h1 className="zy-page-title">查大学</h1>
      <p className="zy-page-subtitle">按省份、类型、特色和性质筛选全国普通高校，或直接搜索院校名称。</p>
      <SchoolLibrary controller={controller} hrefFor={detailHref} />
    </div>
  );
}
