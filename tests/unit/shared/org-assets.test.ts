import { describe, expect, it } from 'vitest';
import { checkAsset } from '../../../src/shared/org-assets';
import { solidPng } from '../../fixtures/png';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('checkAsset', () => {
  it('reads the type from the content, whatever the file is called', () => {
    expect(checkAsset('logo', solidPng(2, 2, '#ff0000'))).toEqual({ type: 'image/png' });
    expect(checkAsset('logo', Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toEqual({
      type: 'image/jpeg',
    });
    const webp = new Uint8Array([...bytes('RIFF'), 0, 0, 0, 0, ...bytes('WEBPVP8 ')]);
    expect(checkAsset('favicon', webp)).toEqual({ type: 'image/webp' });
    expect(
      checkAsset('logo', bytes('<?xml version="1.0"?>\n<!-- a mark -->\n<svg viewBox="0 0 1 1"/>')),
    ).toEqual({ type: 'image/svg+xml' });
  });

  it('refuses text, HTML, empty files and active SVG', () => {
    expect(checkAsset('logo', bytes('hello'))).toMatchObject({
      problem: 'Logo is not a PNG, JPEG, WebP or SVG image',
      tooLarge: false,
    });
    expect(checkAsset('logo', bytes('<html><svg></svg></html>'))).toMatchObject({
      problem: 'Logo is not a PNG, JPEG, WebP or SVG image',
    });
    expect(checkAsset('background', new Uint8Array())).toMatchObject({
      problem: 'Background is an empty file',
    });
    for (const active of [
      '<svg><script>alert(1)</script></svg>',
      '<svg onload="alert(1)"></svg>',
      '<svg><a href="javascript:alert(1)">x</a></svg>',
      '<svg><foreignObject><div/></foreignObject></svg>',
      '<!DOCTYPE svg [<!ENTITY a "b">]><svg>&a;</svg>',
    ])
      expect(checkAsset('logo', bytes(active)), active).toMatchObject({
        problem: expect.any(String),
        tooLarge: false,
      });
  });

  it('limits the favicon to 256 KB and the other images to 1 MB', () => {
    const png = solidPng(1, 1, '#000000');
    const padded = (size: number) => {
      const body = new Uint8Array(size);
      body.set(png);
      return body;
    };
    expect(checkAsset('favicon', padded(256 * 1024))).toEqual({ type: 'image/png' });
    expect(checkAsset('favicon', padded(256 * 1024 + 1))).toEqual({
      problem: 'Favicon must be at most 256 KB',
      tooLarge: true,
    });
    expect(checkAsset('logo', padded(1024 * 1024))).toEqual({ type: 'image/png' });
    expect(checkAsset('kiosk-logo', padded(1024 * 1024 + 1))).toMatchObject({
      problem: 'Kiosk logo must be at most 1 MB',
    });
  });
});
