import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { APP_VERSION } from '../../../src/shared/version';

/** Answers every screen needs; each test adds its own with server.use(...). */
export const defaultHandlers = [
  http.get('*/api/iam/authorize/token', () => HttpResponse.json({ token: 'anonymous-csrf' })),
  http.post('*/api/hcm/version/get', () => HttpResponse.json({ version: APP_VERSION })),
];

export const server = setupServer(...defaultHandlers);
