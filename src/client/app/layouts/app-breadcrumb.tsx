import { Box, Link, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { NavGroup } from '../../../shared/navigation';
import { AppIcon } from '../../components/app-icon';
import { pageTrail } from './page-trail';

/** Home › menu group › page, from the menu (or from the path when the menu lacks the page). */
export function AppBreadcrumb({ groups }: { groups: NavGroup[] }) {
  const { pathname } = useLocation();
  const crumbs = ['Home', ...pageTrail(groups, pathname)];
  return (
    <Box as="nav" aria-label="Breadcrumb" fontSize="sm" minW="0">
      <Box
        as="ol"
        display="flex"
        alignItems="center"
        gap="1.5"
        listStyleType="none"
        whiteSpace="nowrap"
        overflow="hidden"
      >
        {crumbs.map((label, index) => {
          const last = index === crumbs.length - 1;
          return (
            <Fragment key={`${label}-${index}`}>
              {index > 0 ? (
                <Box
                  as="li"
                  aria-hidden="true"
                  opacity={0.5}
                  display="flex"
                  css={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }}
                >
                  <AppIcon name="chevronRight" size="14px" />
                </Box>
              ) : null}
              <Box as="li" minW="0" display="flex">
                {last ? (
                  <Text as="span" aria-current="page" fontWeight="medium" truncate>
                    {label}
                  </Text>
                ) : index === 0 ? (
                  <Link asChild color="inherit" opacity={0.8}>
                    <RouterLink to="/dashboard">{label}</RouterLink>
                  </Link>
                ) : (
                  <Text as="span" opacity={0.8} truncate>
                    {label}
                  </Text>
                )}
              </Box>
            </Fragment>
          );
        })}
      </Box>
    </Box>
  );
}
