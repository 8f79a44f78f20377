/**
 * Builds multipart/form-data request bodies for `app.inject`, byte for byte, so tests can send
 * what a browser would, and what an attacker might (any name, any declared type, any bytes).
 *   const form = multipartBody([{ name: 'images', filename: 'a.png', type: 'image/png', bytes }]);
 *   await admin.inject({ method: 'POST', url: '/api/admin/uploads', ...form });
 */
export type MultipartPart = {
  name: string;
  filename?: string;
  type?: string;
  bytes: Buffer | string;
};

export function multipartBody(parts: MultipartPart[]) {
  const boundary = `----shoptest${crypto.randomUUID().replace(/-/g, '')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const head =
      `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
      (part.type ? `Content-Type: ${part.type}\r\n` : '') +
      '\r\n';
    chunks.push(Buffer.from(head), Buffer.from(part.bytes), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const payload = Buffer.concat(chunks);
  return {
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(payload.length),
    },
  };
}

/** `count` image parts in the `images` field. */
export function imageParts(files: { bytes: Buffer; filename?: string; type?: string }[]) {
  return files.map((f, i) => ({
    name: 'images',
    filename: f.filename ?? `photo-${i + 1}.png`,
    type: f.type ?? 'image/png',
    bytes: f.bytes,
  }));
}
