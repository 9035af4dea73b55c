import { Box, Button, Center, chakra, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { EmailLinkView } from '../../../../shared/api/applications';
import { formatDateTime } from '../../../../shared/format/date-time';
import { AppIcon, type IconName } from '../../../components/app-icon';
import { FormAlert } from '../../../components/form-alert';
import { LoadError } from '../../../components/load-error';
import { MessagePage } from '../../../components/message-page';
import { PageSpinner } from '../../../components/page-spinner';
import { isApiError } from '../../../lib/api-error';
import { loginPath } from '../../../lib/last-org';
import { RemarkField } from '../../../components/remark-field';
import { emailLinkRequests } from './email-link-requests';

type Application = EmailLinkView['application'];
type Loaded =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string }
  | { kind: 'view'; view: EmailLinkView };

const CLOSED: Record<Exclude<EmailLinkView['state'], 'open'>, { title: string; text: string }> = {
  used: {
    title: 'This link was already used',
    text: 'Each link in an approval e-mail decides once. Sign in to see where the application stands.',
  },
  expired: {
    title: 'This link has expired',
    text: 'Approval links work for a limited time. Sign in to decide the application in the app.',
  },
  decided: {
    title: 'Already decided',
    text: 'This application was decided since the e-mail was sent, so the link no longer works. Sign in to see it.',
  },
  revoked: {
    title: 'This link no longer works',
    text: 'The person it was sent to may no longer decide this application: their account is disabled, they no longer approve it, or it is their own. Sign in to see where it stands.',
  },
};

function SignInButton() {
  return (
    <Button asChild>
      <RouterLink to={loginPath()}>Go to sign in</RouterLink>
    </Button>
  );
}

const decisionWord = (view: EmailLinkView) => (view.decision === 'Approved' ? 'Approve' : 'Reject');

function Frame({
  view,
  icon,
  children,
}: {
  view: EmailLinkView;
  icon: IconName;
  children: ReactNode;
}) {
  return (
    <Center as="main" minH="100vh" p={{ base: '4', md: '6' }} bg="surface">
      <Stack
        gap="6"
        maxW="lg"
        w="full"
        bg="bg"
        p={{ base: '6', md: '8' }}
        rounded="xl"
        shadow="sm"
        borderWidth="1px"
      >
        <Stack direction="row" gap="3" align="center">
          <Box color="brand.solid" bg="brand.subtle" p="2.5" rounded="full" aria-hidden="true">
            <AppIcon name={icon} size="22px" />
          </Box>
          <Stack gap="0">
            <Text fontSize="sm" color="fg.muted">
              {view.organization}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              Approval by e-mail for {view.approverName}
            </Text>
          </Stack>
        </Stack>
        {children}
      </Stack>
    </Center>
  );
}

/** The application as the link shows it: who, what, why, and where it is in its approval. */
function ApplicationFacts({ application }: { application: Application }) {
  const rows: [string, string][] = [
    ['Employee', `${application.employeeName} (${application.employeeNumber})`],
    ['Details', application.summary],
    ['Reason', application.reason],
    ['Applied', formatDateTime(application.dateApplied)],
    ['Status', application.status],
    [
      'Level',
      `${Math.min(application.currentLevel, application.levelCount)} of ${application.levelCount}`,
    ],
  ];
  return (
    <Grid
      as="dl"
      templateColumns="minmax(5rem, auto) minmax(0, 1fr)"
      gapX="4"
      gapY="2"
      fontSize="sm"
    >
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Box key={label} display="contents">
            <Text as="dt" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" whiteSpace="pre-wrap">
              {value}
            </Text>
          </Box>
        ))}
    </Grid>
  );
}

/** What deciding did, in words: approved outright, passed to the next level, or rejected. */
function outcomeText(view: EmailLinkView, after: Application): string {
  const who = `${after.employeeName}'s application`;
  if (after.status === 'Pending')
    return `You approved ${who} at level ${view.application.currentLevel}; it now waits for level ${after.currentLevel}.`;
  return `${who} is now ${after.status.toLowerCase()}.`;
}

function OpenLink({ token, view }: { token: string; view: EmailLinkView }) {
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<Application | null>(null);
  const word = decisionWord(view);

  async function confirm() {
    setBusy(true);
    setProblem(null);
    try {
      setDone(await emailLinkRequests.decide(token, remark.trim()));
    } catch (error) {
      if (!isApiError(error)) throw error;
      setProblem(error.message);
    } finally {
      setBusy(false);
    }
  }

  if (done)
    return (
      <Frame view={view} icon="check">
        <Stack gap="3">
          <Heading as="h1" size="xl">
            {view.decision === 'Approved' ? 'Approved' : 'Rejected'}
          </Heading>
          <Text role="status">{outcomeText(view, done)}</Text>
          <Text color="fg.muted" fontSize="sm">
            The employee is told by e-mail. You can close this page.
          </Text>
        </Stack>
      </Frame>
    );

  return (
    <Frame view={view} icon="approvals">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          {word} {view.application.employeeName}&rsquo;s application?
        </Heading>
        <Text color="fg.muted">
          Confirming will {word.toLowerCase()} it as {view.approverName}.
        </Text>
      </Stack>
      <ApplicationFacts application={view.application} />
      <chakra.form
        display="flex"
        flexDirection="column"
        gap="4"
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <RemarkField value={remark} onChange={setRemark} />
        {problem ? (
          <FormAlert status="error">
            {problem}{' '}
            <Link asChild color="brand.fg" textDecoration="underline">
              <RouterLink to={loginPath()}>Sign in</RouterLink>
            </Link>{' '}
            to see the application.
          </FormAlert>
        ) : null}
        <Button
          type="submit"
          colorPalette={view.decision === 'Approved' ? 'green' : 'red'}
          loading={busy}
          loadingText="Confirming"
          alignSelf={{ base: 'stretch', sm: 'end' }}
        >
          {view.decision === 'Approved' ? 'Confirm approval' : 'Confirm rejection'}
        </Button>
      </chakra.form>
    </Frame>
  );
}

function useEmailLink(token: string | null) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!token) return;
    let active = true;
    emailLinkRequests.view(token).then(
      (view) => active && setLoaded({ kind: 'view', view }),
      (error: unknown) => {
        if (!active) return;
        // A token the server does not know (404) or cannot read (400) is simply not a link.
        if (isApiError(error) && (error.status === 404 || error.status === 400))
          setLoaded({ kind: 'invalid' });
        else
          setLoaded({
            kind: 'failed',
            message: isApiError(error) ? error.message : 'The link could not be checked.',
          });
      },
    );
    return () => {
      active = false;
    };
  }, [token, attempt]);
  return {
    loaded: token ? loaded : ({ kind: 'invalid' } as const),
    retry: () => {
      setLoaded({ kind: 'loading' });
      setAttempt((current) => current + 1);
    },
  };
}

/**
 * `/email/applications/:type/:employeeNumber/:id/:status?token=…`, outside the signed-in layout:
 * an approver confirms the decision an e-mail link carries. The token is the only credential,
 * so it works without a session (and never sends one).
 */
export function EmailLinkPage() {
  const token = useSearchParams()[0].get('token');
  const { loaded, retry } = useEmailLink(token);

  if (loaded.kind === 'loading') return <PageSpinner />;
  if (loaded.kind === 'invalid')
    return (
      <MessagePage icon="alert" title="This link is not valid" actions={<SignInButton />}>
        <Text>
          The approval link is incomplete or unknown. Open it again from the e-mail, or sign in to
          decide the application in the app.
        </Text>
      </MessagePage>
    );
  if (loaded.kind === 'failed')
    return (
      <MessagePage icon="alert" title="The link could not be checked">
        <LoadError message={loaded.message} onRetry={retry} />
      </MessagePage>
    );
  const { view } = loaded;
  if (view.state === 'open') return <OpenLink token={token ?? ''} view={view} />;
  const closed = CLOSED[view.state];
  return (
    <Frame view={view} icon="lock">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {closed.title}
        </Heading>
        <Text color="fg.muted">{closed.text}</Text>
      </Stack>
      <ApplicationFacts application={view.application} />
      <Box>
        <SignInButton />
      </Box>
    </Frame>
  );
}
