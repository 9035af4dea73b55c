import { Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { OrgResources } from '../../../shared/api/organization';
import { isSsoError, SSO_ERRORS } from '../../../shared/api/single-sign-on';
import { FormAlert } from '../../components/form-alert';
import { LinkFormHeading } from './mailed-link';
import { SignInForm } from './sign-in-form';

/** Why a single sign-on came back to this page (`?sso_error=`), in words. */
function SsoErrorAlert() {
  const [params] = useSearchParams();
  const code = params.get('sso_error');
  if (!code) return null;
  return (
    <FormAlert status="error">
      {isSsoError(code) ? SSO_ERRORS[code] : 'Single sign-on did not complete. Try again.'}
    </FormAlert>
  );
}

/** A full navigation to the server, which sends the browser on to the provider. */
function ProviderButton({
  orgId,
  label,
  primary,
}: {
  orgId: string;
  label: string;
  primary: boolean;
}) {
  return (
    <Button asChild size="lg" variant={primary ? 'solid' : 'outline'}>
      <a href={`/api/iam/sso/${encodeURIComponent(orgId)}/start`}>Sign in with {label}</a>
    </Button>
  );
}

function OrDivider() {
  return (
    <HStack gap="3" color="fg.muted" fontSize="sm">
      <Box flex="1" h="1px" bg="border" />
      <Text>or</Text>
      <Box flex="1" h="1px" bg="border" />
    </HStack>
  );
}

/**
 * An organisation's sign-in (both /login/:orgId and /session/signin): the password form and,
 * when the organisation has single sign-on, its provider's button. With password sign-in off,
 * the button leads and the form waits behind "Administrator sign-in", since whoever may change
 * the single sign-on settings (settings.manage) may always sign in with their password.
 */
export function OrgSignIn({ orgId, resources }: { orgId: string; resources: OrgResources }) {
  const [adminSignIn, setAdminSignIn] = useState(false);
  const { sso, passwordSignIn, tradeName } = resources;

  if (sso.enabled && !passwordSignIn && !adminSignIn)
    return (
      <Stack gap="7">
        <LinkFormHeading title="Sign in" intro={`to ${tradeName}`} />
        <SsoErrorAlert />
        <ProviderButton orgId={orgId} label={sso.label} primary />
        <Text fontSize="sm" color="fg.muted">
          {tradeName} signs in with {sso.label}: use your company account.{' '}
          <Link asChild color="brand.fg" fontWeight="medium">
            <button type="button" onClick={() => setAdminSignIn(true)}>
              Administrator sign-in
            </button>
          </Link>
        </Text>
      </Stack>
    );

  return (
    <Stack gap="6">
      <SsoErrorAlert />
      <SignInForm orgId={orgId} tradeName={tradeName} />
      {sso.enabled ? (
        <>
          {passwordSignIn ? null : (
            <Text fontSize="sm" color="fg.muted">
              Password sign-in is kept for administrators; everyone else signs in with {sso.label}.
            </Text>
          )}
          <OrDivider />
          <ProviderButton orgId={orgId} label={sso.label} primary={false} />
        </>
      ) : null}
    </Stack>
  );
}
