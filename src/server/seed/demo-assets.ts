/** Branding images for the demo organisations, drawn as SVG so they stay crisp at any size. */
export function logoSvg(name: string, mark: string, primary: string, accent: string): string {
  const width = 80 + Math.ceil(name.length * 13.5);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="64" viewBox="0 0 ${width} 64">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="${primary}"/></linearGradient></defs>
  <rect x="4" y="6" width="52" height="52" rx="14" fill="url(#g)"/>
  <text x="30" y="44" font-family="Inter, Segoe UI, Helvetica, Arial, sans-serif" font-size="32" font-weight="700" fill="#fff" text-anchor="middle">${mark}</text>
  <text x="68" y="41" font-family="Inter, Segoe UI, Helvetica, Arial, sans-serif" font-size="22" font-weight="700" fill="${primary}">${name}</text>
</svg>`;
}

export function faviconSvg(mark: string, primary: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${primary}"/><text x="16" y="23" font-family="Helvetica, Arial, sans-serif" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">${mark}</text></svg>`;
}

export function backgroundSvg(primary: string, accent: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000" preserveAspectRatio="xMidYMid slice">
  <defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="#0b1026"/></linearGradient></defs>
  <rect width="1600" height="1000" fill="url(#b)"/>
  <path d="M0 760 C 300 640 520 900 860 780 S 1400 600 1600 700 V1000 H0Z" fill="${accent}" opacity="0.18"/>
  <path d="M0 840 C 340 760 640 980 980 860 S 1420 760 1600 820 V1000 H0Z" fill="${accent}" opacity="0.12"/>
  <circle cx="1320" cy="180" r="220" fill="${accent}" opacity="0.08"/>
</svg>`;
}
