import type { SchoolListItem } from '@zhiyuan/domain';
import { SchoolLibrary } from './SchoolLibrary';
import { useLocalSchoolLibrary } from './libraryState';

/** The drawer's 院校库: the page's library with its own state; a card opens the drawer's detail view. */
export default function DrawerSchoolLibrary({ onOpenSchool }: { onOpenSchool: (school: SchoolListItem) => void }) {
  const controller = useLocalSchoolLibrary();
  return (
    <div className="zy-drawer-school-library">
      <h2 className="zy-drawer-view-title">院校库</h2>
      <SchoolLibrary controller={controller} onOpenSchool={onOpenSchool} />
    </div>
  );
}
