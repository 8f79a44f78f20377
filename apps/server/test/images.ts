/** Real image bytes made with sharp, for upload tests. */
import sharp from 'sharp';

export type ImageFormat = 'png' | 'jpeg' | 'webp';

/** A solid-colour image of the given size and format. */
export async function makeImage(
  format: ImageFormat = 'png',
  width = 900,
  height = 600,
  colour = { r: 200, g: 110, b: 70 },
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}
