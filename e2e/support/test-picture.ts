import sharp from 'sharp';

/** A real PNG picture for an image picker, made here so the tests carry no binary file. */
export function testPicture(background = '#1f6f6a', width = 640, height = 420): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}
