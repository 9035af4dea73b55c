import { checkAsset, ORG_ASSETS, sizeRule, type OrgAssetKind } from '../../../shared/org-assets';

/** A file chosen for a branding image: a preview to show, or why it cannot be used. */
export type ChosenImage = { file: File; preview: string } | { problem: string };

function dataUrlOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * Checks a chosen file as the server will (its size, and its type read from its content) before
 * anything is sent, and reads it for the preview (a data: address, which the page's content
 * policy allows where it refuses blob:).
 */
export async function readChosenImage(kind: OrgAssetKind, file: File): Promise<ChosenImage> {
  if (file.size > ORG_ASSETS[kind].maxBytes) return { problem: sizeRule(kind) };
  const checked = checkAsset(kind, new Uint8Array(await file.arrayBuffer()));
  if ('problem' in checked) return { problem: checked.problem };
  return { file, preview: await dataUrlOf(file) };
}
