import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPageHtml } from '../../../../src/server/http/page-html';

/** A built client: index.html and a Vite manifest with the entry and the first screens. */
function builtClient(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hcm-page-html-'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(
    join(dir, 'index.html'),
    '<html><head><title>HCM</title></head><body></body></html>',
  );
  const chunk = (file: string, imports: string[] = []) => ({ file: `assets/${file}`, imports });
  const manifest = {
    'index.html': chunk('index.js', ['_react.js']),
    '_react.js': chunk('react.js'),
    '_form.js': chunk('form.js', ['_react.js']),
    'src/client/features/auth/login-page.tsx': chunk('login-page.js', ['index.html', '_form.js']),
    'src/client/app/layouts/app-shell.tsx': chunk('app-shell.js', ['index.html', '_swr.js']),
    '_swr.js': chunk('swr.js', ['_react.js']),
    'src/client/app/signed-in-routes.tsx': chunk('signed-in-routes.js', [
      'src/client/app/layouts/app-shell.tsx',
    ]),
    'src/client/app/module-routes.tsx': chunk('module-routes.js', [
      'src/client/app/signed-in-routes.tsx',
    ]),
    'src/client/app/layouts/side-menu-layout.tsx': chunk('side-menu-layout.js', ['index.html']),
    'src/client/app/dashboard/dashboard-page.tsx': chunk('dashboard-page.js', ['_swr.js']),
    'src/client/app/platform-console-route.tsx': chunk('platform-console-route.js', [
      'index.html',
      '_swr.js',
    ]),
  };
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([^"]+)">/g)].map(
    (match) => match[1],
  );

describe('the page html', () => {
  const pageHtml = createPageHtml(builtClient());

  it('preloads the sign-in screen and what it imports, not what the entry already loads', () => {
    const html = pageHtml('/login/acme');
    expect(preloads(html)).toEqual(['login-page.js', 'form.js']);
    expect(html).toMatch(/<title>HCM<\/title><link[^>]+><link[^>]+><\/head>/);
  });

  it('preloads the shell, the signed-in route tables and the default layout for signed-in pages', () => {
    const shell = ['app-shell.js', 'swr.js', 'signed-in-routes.js', 'side-menu-layout.js'];
    expect(preloads(pageHtml('/hr/employees'))).toEqual([...shell, 'module-routes.js']);
    expect(preloads(pageHtml('/utility/gender/list'))).toEqual([...shell, 'module-routes.js']);
    expect(preloads(pageHtml('/dashboard'))).toEqual([...shell, 'dashboard-page.js']);
  });

  it('preloads the platform console alone, outside the shell', () => {
    expect(preloads(pageHtml('/platform'))).toEqual(['platform-console-route.js', 'swr.js']);
  });

  it('preloads nothing more for the other pages outside the shell', () => {
    for (const path of ['/', '/session/404', '/landing/acme', '/kiosk/acme', '/email/x'])
      expect(preloads(pageHtml(path))).toEqual([]);
  });
});
