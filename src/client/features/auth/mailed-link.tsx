import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../components/auth-layout';
import { FormAlert } from '../../components/form-alert';
import { loginPath } from '../../lib/last-org';
import { OrgAuthFrame } from './org-auth-frame';

/**
 * A page opened from a mailed link (`?org=&token=`): what the link is for inside its
 * organisation's frame, or, when the address lost a part, a word to open it again.
 */
export function MailedLinkPage({
  children,
}: {
  children: (link: { orgId: string; token: string }) => ReactNode;
}) {
  const [params] = useSearchParams();
  const orgId = params.get('org') ?? '';
  const token = params.get('token') ?? '';
  if (!orgId || !token) {
    return (
      <AuthLayout resources={null}>
        <FormAlert status="error">
          This link is incomplete. Open it from the e-mail again.
        </FormAlert>
      </AuthLayout>
    );
  }
  return <OrgAuthFrame orgId={orgId}>{() => children({ orgId, token })}</OrgAuthFrame>;
}

/** The title and the line under it of a link's form. */
export function LinkFormHeading({ title, intro }: { title: string; intro: ReactNode }) {
  return (
    <Stack gap="1.5">
      <Heading as="h1" size="2xl" fontWeight="semibold">
        {title}
      </Heading>
      <Text color="fg.muted">{intro}</Text>
    </Stack>
  );
}

/** What a link's form shows once done: the outcome and the way to sign in. */
export function LinkFormDone({
  orgId,
  title,
  message,
}: {
  orgId: string;
  title: string;
  message: string;
}) {
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl" fontWeight="semibold">
        {title}
      </Heading>
      <FormAlert status="success">{message}</FormAlert>
      <Button asChild size="lg">
        <RouterLink to={loginPath(orgId)}>Sign in</RouterLink>
      </Button>
    </Stack>
  );
}
