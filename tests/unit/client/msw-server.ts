import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { APP_VERSION } from '../../../src/shared/version';

/** Answers every screen needs; each test adds its own with server.use(...). */
export const defaultHandlers = [
  http.get('*/api/iam/authorize/token', () => HttpResponse.json({ token: 'anonymous-csrf' })),
  http.post('*/api/hcm/version/get', () => HttpResponse.json({ version: APP_VERSION })),
  // The header's bell, on every signed-in screen.
  http.get('*/api/notifications', () =>
    HttpResponse.json({ items: [], nextCursor: null, unread: 0 }),
  ),
  // Every record list offers its saved views.
  http.get('*/api/records/saved-views', () => HttpResponse.json({ items: [] })),
];

export const server = setupServer(...defaultHandlers);
