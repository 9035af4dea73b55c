import { IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { AppIcon } from '../../components/app-icon';
import type { LayoutProps } from './layout-props';

// The drawer (and its focus-trap machinery) loads the first time the menu is opened.
const MobileMenuDrawer = lazy(() =>
  import('./mobile-menu-drawer').then((m) => ({ default: m.MobileMenuDrawer })),
);

/** On phones the side menu lives in a drawer behind the 'Open menu' button. */
export function MobileMenu({ groups, counts }: Pick<LayoutProps, 'groups' | 'counts'>) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <IconButton
        aria-label="Open menu"
        aria-expanded={open}
        variant="ghost"
        color="inherit"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <AppIcon name="menu" />
      </IconButton>
      {mounted ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer groups={groups} counts={counts} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
