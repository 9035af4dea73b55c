import { useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../components/auth-layout';
import { lastOrg } from '../../lib/last-org';
import { ForgotPasswordRequestForm } from './forgot-password-request-form';
import { OrgAuthFrame } from './org-auth-frame';
import { ResetPasswordForm } from './reset-password-form';

/** `/session/forgot-password`: the request form, or the reset form when the mail's ?token= is present. */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const orgId = params.get('org') ?? lastOrg.get() ?? '';
  const token = params.get('token');
  const form =
    token && orgId ? (
      <ResetPasswordForm orgId={orgId} token={token} />
    ) : (
      <ForgotPasswordRequestForm initialOrgId={orgId} />
    );
  if (!orgId) return <AuthLayout resources={null}>{form}</AuthLayout>;
  return <OrgAuthFrame orgId={orgId}>{() => form}</OrgAuthFrame>;
}
