import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/**
 * Last line of defence for a screen that failed to load or render (e.g. a chunk removed by a
 * deploy). The router remounts it on every path (key), so moving on clears the error.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Screen failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Center minH="100vh" p="6">
        <Stack gap="4" maxW="md" textAlign="center" align="center">
          <Heading size="lg">Something went wrong</Heading>
          <Text color="fg.muted">
            This page could not be shown. Reloading usually fixes it; if it keeps happening, tell
            your HR administrator.
          </Text>
          <Button onClick={() => window.location.reload()}>Reload</Button>
        </Stack>
      </Center>
    );
  }
}
