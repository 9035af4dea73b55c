import { Navigate, useParams } from 'react-router-dom';
import { OrgAuthFrame } from './org-auth-frame';
import { OrgSignIn } from './org-sign-in';

/** `/login/:orgId`: the organisation's branded sign-in page. */
export function LoginPage() {
  const { orgId = '' } = useParams();
  if (!orgId) return <Navigate to="/login" replace />;
  return (
    <OrgAuthFrame orgId={orgId}>
      {(resources) => <OrgSignIn orgId={orgId} resources={resources} />}
    </OrgAuthFrame>
  );
}
