/** Start-of-frame markers of a JPEG (baseline, progressive, lossless...), which carry its size. */
const JPEG_FRAMES = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] as number;
    if (JPEG_FRAMES.has(marker))
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return null;
}

/**
 * The pixel size of a PNG or JPEG logo, read from its header: a mail sets an image's width and
 * height itself (Outlook draws what the attributes say). Null for what cannot be read.
 */
export function logoSize(
  contentType: string,
  bytes: Buffer,
): { width: number; height: number } | null {
  const size =
    contentType === 'image/png' && bytes.length >= 24
      ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
      : contentType === 'image/jpeg'
        ? jpegSize(bytes)
        : null;
  return size && size.width > 0 && size.height > 0 ? size : null;
}
