import { matchRoutes } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { appRoutes } from '../../../src/client/app/routes';
import { NAVIGATION } from '../../../src/shared/navigation';

// The entry's route table matches a path to its deepest route: the signed-in pages must reach the
// catch-all that loads the lazy signed-in route table, never a route of the entry's own (each
// costs every page's first download).
const deepestPath = (pathname: string) => matchRoutes(appRoutes, pathname)?.at(-1)?.route.path;

describe('the entry route table', () => {
  test('holds no signed-in page: every menu path falls to the lazy signed-in route table', () => {
    const menuPaths = NAVIGATION.flatMap((group) => group.items.map((item) => item.path));
    expect(menuPaths.length).toBeGreaterThan(20);
    for (const path of [...menuPaths, '/dashboard', '/hr/employee/profile/E-001']) {
      expect({ path, route: deepestPath(path) }).toEqual({ path, route: '*' });
    }
  });

  test('keeps the public pages in the entry', () => {
    expect(deepestPath('/login')).toBe('login');
    expect(deepestPath('/login/acme')).toBe('login/:orgId');
    expect(deepestPath('/session/404')).toBe('404');
    expect(deepestPath('/kiosk/acme')).toBe('kiosk/:orgId');
    expect(deepestPath('/platform')).toBe('platform');
  });
});
