import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** The path shown: moving to another clears the error. */
  path: string;
}

interface State {
  failed: boolean;
  /** The path that failed. */
  path: string;
}

/**
 * Last line of defence for a screen that failed to load or render (e.g. a chunk removed by a
 * deploy). Moving to another path clears the error without remounting what it wraps: a key per
 * path would rebuild the whole shell (menu, header, an open search) on every navigation.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, path: this.props.path };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.path === state.path) return null;
    return { failed: false, path: props.path };
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
