import { formatFileSize } from './format/file-size';

const KIB = 1024;
const MIB = 1024 * KIB;

/**
 * The organisation's branding images (spec section 1): what each is called, the field of the
 * resources answer that gives its address, how large it may be, and whether the organisation
 * may go without it.
 */
export const ORG_ASSETS = {
  logo: { label: 'Logo', field: 'logo', maxBytes: MIB, optional: false },
  favicon: { label: 'Favicon', field: 'favicon', maxBytes: 256 * KIB, optional: false },
  'kiosk-logo': { label: 'Kiosk logo', field: 'kioskLogo', maxBytes: MIB, optional: false },
  background: { label: 'Background', field: 'background', maxBytes: MIB, optional: true },
} as const;

export type OrgAssetKind = keyof typeof ORG_ASSETS;
export const ORG_ASSET_KINDS = Object.keys(ORG_ASSETS) as OrgAssetKind[];
/** The largest any branding image may be: the upload's own limit. */
export const ORG_ASSET_MAX_BYTES = Math.max(...ORG_ASSET_KINDS.map((k) => ORG_ASSETS[k].maxBytes));

/** The image types a branding image may be, with the file extension each is served under. */
export const ORG_ASSET_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
} as const;
export type OrgAssetType = keyof typeof ORG_ASSET_TYPES;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** An SVG document: optional XML declaration and comments, then the `<svg` root element. */
const SVG_ROOT = /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;
/**
 * What an uploaded SVG may not carry: scripts, event handlers, javascript: links, embedded
 * HTML, and document types or entities (whose expansion a parser may be made to choke on).
 * Served SVGs are sandboxed as well; this keeps such files out in the first place.
 */
const SVG_ACTIVE = /<script|<foreignObject|<!DOCTYPE|<!ENTITY|\son[a-z]+\s*=|javascript:/i;

/**
 * The image type of `bytes`, read from the content itself (a PNG, JPEG or WebP signature, or
 * an SVG document), never from a name or a declared type; or what is wrong with them.
 */
function sniffAssetType(bytes: Uint8Array): { type: OrgAssetType } | { problem: string } {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { type: 'image/png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { type: 'image/jpeg' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { type: 'image/webp' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { problem: 'is not a PNG, JPEG, WebP or SVG image' };
  }
  if (!SVG_ROOT.test(text)) return { problem: 'is not a PNG, JPEG, WebP or SVG image' };
  if (SVG_ACTIVE.test(text))
    return {
      problem: 'is an SVG with scripts, event handlers, embedded HTML or entity declarations',
    };
  return { type: 'image/svg+xml' };
}

/** "Favicon must be at most 256 KB": the size limit of one kind of image, in words. */
export const sizeRule = (kind: OrgAssetKind) =>
  `${ORG_ASSETS[kind].label} must be at most ${formatFileSize(ORG_ASSETS[kind].maxBytes)}`;

/** Why an image was refused: too large for its kind, or not an image of an accepted type. */
export interface AssetProblem {
  problem: string;
  tooLarge: boolean;
}

/**
 * The image type of `bytes` as the organisation's `kind` image (read from its content; its
 * size is limited per kind), or why it cannot be one.
 */
export function checkAsset(
  kind: OrgAssetKind,
  bytes: Uint8Array,
): { type: OrgAssetType } | AssetProblem {
  const { label, maxBytes } = ORG_ASSETS[kind];
  if (bytes.length > maxBytes) return { problem: sizeRule(kind), tooLarge: true };
  if (bytes.length === 0) return { problem: `${label} is an empty file`, tooLarge: false };
  const sniffed = sniffAssetType(bytes);
  return 'problem' in sniffed
    ? { problem: `${label} ${sniffed.problem}`, tooLarge: false }
    : sniffed;
}
