import { useParams } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { GuideDetail } from './GuidesTab';

/** /ZhaoshengDetail/:id: one admission guide as a page of its own. */
export function AdmissionGuidePage() {
  const { id = '' } = useParams();
  return (
    <div className="zy-container zy-page">
      <PageTitle>招生简章</PageTitle>
      <div className="zy-panel">
        <GuideDetail guideId={id} />
      </div>
    </div>
  );
}
