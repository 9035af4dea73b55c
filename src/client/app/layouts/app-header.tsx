import { Badge, Box, Button, Flex, IconButton, Kbd, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppIcon } from '../../components/app-icon';
import { OrgLogo } from '../../components/org-logo';
import { UserAvatar } from '../../components/user-avatar';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { letterheadOf, type LayoutProps } from './layout-props';
import { HeaderBar } from '../../components/header-bar';

type AppHeaderProps = Pick<
  LayoutProps,
  'account' | 'resources' | 'alpha' | 'onOpenSettings' | 'onOpenSearch' | 'onSignOut' | 'viewport'
> & {
  /** Before the logo, e.g. the 'Open menu' button on phones. */
  leading?: ReactNode;
  /** Between the logo and the user, e.g. the breadcrumb or the top navigation. */
  center?: ReactNode;
  showLogo?: boolean;
};

/** The shared header: organisation logo, search, notifications, the user, settings and sign-out. */
export function AppHeader({
  account,
  resources,
  alpha,
  onOpenSettings,
  onOpenSearch,
  onSignOut,
  viewport,
  leading,
  center,
  showLogo = true,
}: AppHeaderProps) {
  const gradient = resources?.colorTemplate?.gradientBackground === true;
  const { name, logo } = letterheadOf({ resources, account });
  const subtitle = [account.position, account.department].filter(Boolean).join(' · ');
  return (
    <HeaderBar
      borderBottomWidth={gradient ? '0' : '1px'}
      bg={gradient ? undefined : 'bg'}
      bgGradient={gradient ? 'to-r' : undefined}
      gradientFrom={gradient ? 'brand.solid' : undefined}
      gradientTo={gradient ? 'accent' : undefined}
      color={gradient ? 'brand.contrast' : 'fg'}
      shadow={gradient ? 'sm' : undefined}
    >
      {leading}
      {showLogo ? (
        <Flex align="center" gap="3" flexShrink={0}>
          <Box bg="white" rounded="md" p="1" borderWidth={gradient ? '0' : '1px'}>
            <OrgLogo src={logo} name={name} height="7" />
          </Box>
          {viewport === 'desktop' ? (
            <Text fontWeight="semibold" truncate maxW="48">
              {name}
            </Text>
          ) : null}
        </Flex>
      ) : null}
      <Box flex="1" minW="0">
        {center}
      </Box>
      {alpha && viewport !== 'mobile' ? (
        <Badge
          colorPalette="orange"
          variant="solid"
          title="Alpha features are switched on for your organisation"
        >
          Alpha
        </Badge>
      ) : null}
      {viewport === 'desktop' ? (
        <Button
          variant="outline"
          size="sm"
          color="inherit"
          bg={gradient ? 'whiteAlpha.200' : undefined}
          onClick={onOpenSearch}
          aria-keyshortcuts="Control+K Meta+K"
        >
          <AppIcon name="search" size="1.1em" />
          Search
          <Kbd size="sm" ms="4">
            Ctrl K
          </Kbd>
        </Button>
      ) : (
        <IconButton
          size="sm"
          aria-label="Search"
          aria-keyshortcuts="Control+K Meta+K"
          variant="ghost"
          color="inherit"
          onClick={onOpenSearch}
        >
          <AppIcon name="search" />
        </IconButton>
      )}
      <NotificationBell accountId={account.accountId} size={viewport === 'mobile' ? 'sm' : 'md'} />
      <IconButton
        size={viewport === 'mobile' ? 'sm' : 'md'}
        aria-label="Open settings"
        variant="ghost"
        color="inherit"
        onClick={onOpenSettings}
      >
        <AppIcon name="settings" />
      </IconButton>
      {viewport !== 'mobile' ? (
        <Flex align="center" gap="2.5">
          <UserAvatar name={account.sessionName} photo={account.photo} />
          <Stack gap="0" lineHeight="short" maxW="44">
            <Text fontSize="sm" fontWeight="semibold" truncate>
              {account.sessionName}
            </Text>
            {subtitle ? (
              <Text fontSize="xs" opacity={0.75} truncate>
                {subtitle}
              </Text>
            ) : null}
          </Stack>
        </Flex>
      ) : null}
      {viewport === 'mobile' ? (
        <IconButton
          size="sm"
          aria-label="Sign out"
          variant="ghost"
          color="inherit"
          onClick={onSignOut}
        >
          <AppIcon name="logout" />
        </IconButton>
      ) : (
        <Button variant="ghost" color="inherit" size="sm" onClick={onSignOut}>
          <AppIcon name="logout" size="1.1em" />
          Sign out
        </Button>
      )}
    </HeaderBar>
  );
}
