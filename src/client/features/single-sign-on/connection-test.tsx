import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { SsoTestRequest, SsoTestResult } from '../../../shared/api/single-sign-on';
import { FormAlert } from '../../components/form-alert';
import { apiClient } from '../../lib/api-client';
import { messageOf } from '../../lib/api-error';

/** Asks the server to read the issuer's discovery document and says what it found. */
export function ConnectionTest({ issuer }: { issuer: string }) {
  const [testing, setTesting] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const test = async () => {
    setTesting(true);
    setOutcome(null);
    try {
      const body: SsoTestRequest = { issuer: issuer.trim() };
      const result = await apiClient.post<SsoTestResult>('/api/organization/sso/test', body);
      setOutcome(
        result.ok
          ? {
              ok: true,
              text: `Found ${result.issuer}: sign-in at ${result.authorizationEndpoint}, tokens at ${result.tokenEndpoint}${result.pkce ? ', PKCE supported' : ''}.`,
            }
          : { ok: false, text: result.message },
      );
    } catch (error) {
      setOutcome({ ok: false, text: messageOf(error, 'The test could not be run.') });
    } finally {
      setTesting(false);
    }
  };

  return (
    <Stack gap="3" align="start">
      <Button
        size="sm"
        variant="outline"
        loading={testing}
        disabled={!issuer.trim()}
        onClick={() => void test()}
      >
        Test connection
      </Button>
      {outcome ? (
        <FormAlert status={outcome.ok ? 'success' : 'error'}>{outcome.text}</FormAlert>
      ) : null}
    </Stack>
  );
}
