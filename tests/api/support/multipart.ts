/**
 * A multipart/form-data body as a browser uploads it: text parts `fields` first, then one file
 * in the part `part` (default `file`).
 */
export function multipart(
  name: string,
  type: string,
  body: Buffer,
  { part = 'file', fields = {} }: { part?: string; fields?: Record<string, string> } = {},
) {
  const boundary = '----hcmtestboundary';
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([field, value]) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`,
      ),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}
