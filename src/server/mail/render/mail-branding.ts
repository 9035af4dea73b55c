import { LRUCache } from 'lru-cache';
import { resolveThemeName, themeColours, type ColorTemplate } from '../../../shared/themes';
import type { Tx } from '../../db/tenant';
import { initialsOf } from '../../organization/brand-assets';
import { assetUrl, findAssetByName } from '../../organization/org-assets.repository';
import type { MailOrg } from '../templates/mail-content';
import { logoSize } from './logo-size';

/** How an organisation's mail looks: everything the branded layout is drawn from. */
export interface MailBranding extends MailOrg {
  /** A PNG or JPEG logo at the size it is drawn; null draws the name beside a tile instead. */
  logo: { url: string; width: number; height: number } | null;
  /** The initials on that tile. */
  mark: string;
  colours: {
    /** The theme's primary colour: buttons, the tile, the card's top edge. */
    brand: string;
    /** White or near-black, whichever reads on `brand`. */
    onBrand: string;
    /** The brand colour as text on white (links, the name), at AA contrast. */
    brandText: string;
    /** Behind the card. */
    page: string;
  };
}

/** Logos as mail clients show them everywhere; SVG and WebP are not among them (Gmail, Outlook). */
const MAILABLE_LOGOS = new Set(['image/png', 'image/jpeg']);
const LOGO_HEIGHT = 48;
const LOGO_MAX_WIDTH = 240;

// By the asset's name, which carries a hash of its content: an entry is never stale.
const logoSizes = new LRUCache<string, { width: number; height: number } | 'none'>({ max: 1000 });

async function drawnLogo(tx: Tx, orgId: string, publicUrl: string, name: string) {
  const key = `${orgId}/${name}`;
  let size = logoSizes.get(key);
  if (!size) {
    const asset = await findAssetByName(tx, orgId, name);
    size = (asset && logoSize(asset.content_type, asset.body)) ?? 'none';
    logoSizes.set(key, size);
  }
  if (size === 'none') return null;
  const scale = Math.min(LOGO_HEIGHT / size.height, LOGO_MAX_WIDTH / size.width);
  return {
    url: `${publicUrl}${assetUrl(orgId, name)}`,
    width: Math.round(size.width * scale),
    height: Math.round(size.height * scale),
  };
}

/**
 * The organisation's mail branding: its trade name, its theme's colours (as the app paints
 * them) and its logo, served to mail clients by the public asset route under `publicUrl`.
 */
export async function mailBranding(
  tx: Tx,
  orgId: string,
  publicUrl: string,
): Promise<MailBranding> {
  const org = await tx
    .selectFrom('organizations as o')
    .leftJoin('org_assets as a', (join) =>
      join.onRef('a.org_id', '=', 'o.org_id').on('a.kind', '=', 'logo'),
    )
    .select(['o.trade_name', 'o.color_template', 'a.name', 'a.content_type'])
    .where('o.org_id', '=', orgId)
    .executeTakeFirstOrThrow();
  const theme = themeColours(resolveThemeName(orgId, org.color_template as ColorTemplate | null));
  return {
    tradeName: org.trade_name,
    publicUrl,
    logo:
      org.name && org.content_type && MAILABLE_LOGOS.has(org.content_type)
        ? await drawnLogo(tx, orgId, publicUrl, org.name)
        : null,
    mark: initialsOf(org.trade_name),
    colours: {
      brand: theme.solid,
      onBrand: theme.onPrimary,
      brandText: theme.text,
      page: theme.surface,
    },
  };
}
