/**
 * Whether picked files really are JPEG, PNG or WebP pictures, judged by their bytes: a name or a
 * declared type can lie (a text file renamed `.jpg`). The file must start with its format's
 * signature and, where the browser can decode images (not in jsdom), decode. The server checks
 * the bytes again on upload; this lets the picker refuse at once instead of previewing a broken
 * image until the save fails.
 */
const SIGNATURES: ((head: Uint8Array) => boolean)[] = [
  // JPEG: FF D8 FF
  (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff,
  // PNG: 89 'PNG' \r \n 1A \n
  (h) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => h[i] === byte),
  // WebP: 'RIFF' size 'WEBP'
  (h) => ascii(h, 0, 4) === 'RIFF' && ascii(h, 8, 12) === 'WEBP',
];

function ascii(bytes: Uint8Array, start: number, end: number) {
  return String.fromCharCode(...bytes.subarray(start, end));
}

async function headOf(file: Blob): Promise<Uint8Array> {
  const slice = file.slice(0, 12);
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(slice);
  });
}

export async function isRealImage(file: Blob): Promise<boolean> {
  try {
    const head = await headOf(file);
    if (!SIGNATURES.some((matches) => matches(head))) return false;
    if (typeof createImageBitmap !== 'function') return true;
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}

export async function areRealImages(files: readonly Blob[]): Promise<boolean> {
  const results = await Promise.all(files.map(isRealImage));
  return results.every(Boolean);
}
