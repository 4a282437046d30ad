import { crc32, deflateSync } from 'node:zlib';
import { IMAGE_MAX_BYTES } from '@athar/contract/constants';
import { testPicture } from '@athar/api/test/factories';

export interface UploadFile {
  name: string;
  type: string;
  bytes: Buffer;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG of a few hundred bytes whose header declares width × height pixels (grey, 8 bits): decoding
 * it would need width × height bytes of memory. Its data holds a few zero rows only.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = deflateSync(Buffer.alloc((width + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A ZIP's local file header and central directory end, as a JAR or an Office file would carry. */
const ZIP_TAIL = Buffer.concat([
  Buffer.from('PK\x03\x04\x14\x00\x00\x00\x00\x00', 'latin1'),
  Buffer.from('META-INF/MANIFEST.MF', 'latin1'),
  Buffer.from('PK\x05\x06\x00\x00\x00\x00\x01\x00\x01\x00', 'latin1'),
]);
const HTML_TAIL = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
export const POLYGLOT_MARKERS = ['<script', 'PK\x03\x04', 'META-INF'];

/** Files that must never become a stored picture as they are. */
export async function refusedFiles(): Promise<Record<string, UploadFile>> {
  const jpeg = await testPicture('jpeg');
  return {
    'over 3 MB': {
      name: 'big.jpg',
      type: 'image/jpeg',
      bytes: Buffer.concat([jpeg, Buffer.alloc(IMAGE_MAX_BYTES + 1 - jpeg.length, 0x20)]),
    },
    'a PDF named .jpg': {
      name: 'photo.jpg',
      type: 'image/jpeg',
      bytes: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'),
    },
    'a Windows program named .png': {
      name: 'photo.png',
      type: 'image/png',
      bytes: Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(512, 1)]),
    },
    'an SVG with script': {
      name: 'logo.svg',
      type: 'image/svg+xml',
      bytes: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="9" height="9"/></svg>',
      ),
    },
    'an SVG with script named .png': {
      name: 'logo.png',
      type: 'image/png',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    },
    'HTML named .jpg': { name: 'photo.jpg', type: 'image/jpeg', bytes: HTML_TAIL },
    'a PNG declaring 50000×50000 pixels': {
      name: 'bomb.png',
      type: 'image/png',
      bytes: pngDeclaring(50_000, 50_000),
    },
    'a PNG declaring 10000×10000 pixels': {
      name: 'bomb.png',
      type: 'image/png',
      bytes: pngDeclaring(10_000, 10_000),
    },
    'a PNG declaring 7000×7000 pixels (under the limit) with a few rows of data': {
      name: 'cut.png',
      type: 'image/png',
      bytes: pngDeclaring(7_000, 7_000),
    },
    'a JPEG header alone': { name: 'cut.jpg', type: 'image/jpeg', bytes: jpeg.subarray(0, 40) },
    'a JPEG cut in half': { name: 'cut.jpg', type: 'image/jpeg', bytes: jpeg.subarray(0, jpeg.length >> 1) },
  };
}

/** Real pictures with something else appended: they decode as pictures, so only a re-encoding may be kept. */
export async function polyglotFiles(): Promise<Record<string, UploadFile>> {
  return {
    'a JPEG with HTML and a ZIP appended': {
      name: 'photo.jpg',
      type: 'image/jpeg',
      bytes: Buffer.concat([await testPicture('jpeg'), HTML_TAIL, ZIP_TAIL]),
    },
    'a GIF with a JAR appended (GIFAR)': {
      name: 'photo.gif',
      type: 'image/gif',
      bytes: Buffer.concat([await testPicture('gif'), ZIP_TAIL]),
    },
    'a PNG with HTML appended': {
      name: 'photo.png',
      type: 'image/png',
      bytes: Buffer.concat([await testPicture('png'), HTML_TAIL]),
    },
  };
}
