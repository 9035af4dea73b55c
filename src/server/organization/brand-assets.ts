/** An organisation's default branding, drawn as SVG so it stays crisp at any size. */
export interface Brand {
  tradeName: string;
  /** One or two letters on the logo's tile and the favicon. */
  mark: string;
  primary: string;
  accent: string;
  /** Also a background image for the sign-in page. */
  background?: boolean;
}

/** The row of `org_assets` each image is kept in. */
export interface BrandAsset {
  name: string;
  content_type: string;
  body: Buffer;
}

/** Text as SVG character data: a trade name may hold `&` or `<`. */
const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function logoSvg(name: string, mark: string, primary: string, accent: string): string {
  const width = 80 + Math.ceil(name.length * 13.5);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="64" viewBox="0 0 ${width} 64">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="${primary}"/></linearGradient></defs>
  <rect x="4" y="6" width="52" height="52" rx="14" fill="url(#g)"/>
  <text x="30" y="44" font-family="Inter, Segoe UI, Helvetica, Arial, sans-serif" font-size="${mark.length > 1 ? 24 : 32}" font-weight="700" fill="#fff" text-anchor="middle">${escaped(mark)}</text>
  <text x="68" y="41" font-family="Inter, Segoe UI, Helvetica, Arial, sans-serif" font-size="22" font-weight="700" fill="${primary}">${escaped(name)}</text>
</svg>`;
}

function faviconSvg(mark: string, primary: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${primary}"/><text x="16" y="${mark.length > 1 ? 21 : 23}" font-family="Helvetica, Arial, sans-serif" font-size="${mark.length > 1 ? 14 : 20}" font-weight="700" fill="#fff" text-anchor="middle">${escaped(mark)}</text></svg>`;
}

function backgroundSvg(primary: string, accent: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000" preserveAspectRatio="xMidYMid slice">
  <defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="#0b1026"/></linearGradient></defs>
  <rect width="1600" height="1000" fill="url(#b)"/>
  <path d="M0 760 C 300 640 520 900 860 780 S 1400 600 1600 700 V1000 H0Z" fill="${accent}" opacity="0.18"/>
  <path d="M0 840 C 340 760 640 980 980 860 S 1420 760 1600 820 V1000 H0Z" fill="${accent}" opacity="0.12"/>
  <circle cx="1320" cy="180" r="220" fill="${accent}" opacity="0.08"/>
</svg>`;
}

/** "Bayani Foods, Inc." -> "BF": the first letters or digits of the first two words. */
export const initialsOf = (tradeName: string): string =>
  tradeName
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? '')
    .filter(Boolean)
    .slice(0, 2)
    .join('')
    .toUpperCase() || '?';

const svg = (name: string, body: string): BrandAsset => ({
  name,
  content_type: 'image/svg+xml',
  body: Buffer.from(body),
});

/** The logo, kiosk logo and favicon (and the background, when asked) the resources name. */
export function brandAssets({ tradeName, mark, primary, accent, background }: Brand): BrandAsset[] {
  return [
    svg('logo.svg', logoSvg(tradeName, mark, primary, accent)),
    svg('kiosk-logo.svg', logoSvg(`${tradeName} Kiosk`, mark, primary, accent)),
    svg('favicon.svg', faviconSvg(mark, primary)),
    ...(background ? [svg('background.svg', backgroundSvg(primary, accent))] : []),
  ];
}
