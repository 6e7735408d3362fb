/**
 * A picture's width and height from its file's header (PNG, JPEG, GIF, WebP, BMP), read before it is
 * decoded: a picture far larger than a camera's would take the page's memory, or its time, to open.
 * Undefined for a file of another kind, which the browser is left to open or refuse.
 */
export async function pictureSize(file: Blob): Promise<{ width: number; height: number } | undefined> {
  const head = new DataView(await file.slice(0, 256 * 1024).arrayBuffer());
  const byte = (at: number) => (at < head.byteLength ? head.getUint8(at) : -1);
  const ascii = (at: number, length: number) =>
    String.fromCharCode(...Array.from({ length }, (_, i) => Math.max(0, byte(at + i))));
  if (head.byteLength >= 24 && ascii(1, 3) === 'PNG' && ascii(12, 4) === 'IHDR')
    return { width: head.getUint32(16), height: head.getUint32(20) };
  if (head.byteLength >= 10 && ascii(0, 3) === 'GIF')
    return { width: head.getUint16(6, true), height: head.getUint16(8, true) };
  if (head.byteLength >= 26 && ascii(0, 2) === 'BM')
    return { width: head.getInt32(18, true), height: Math.abs(head.getInt32(22, true)) };
  if (head.byteLength >= 30 && ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') return webpSize(head, ascii);
  if (byte(0) === 0xff && byte(1) === 0xd8) return jpegSize(head);
  return undefined;
}

function webpSize(head: DataView, ascii: (at: number, length: number) => string) {
  const chunk = ascii(12, 4);
  const u24 = (at: number) =>
    head.getUint8(at) | (head.getUint8(at + 1) << 8) | (head.getUint8(at + 2) << 16);
  if (chunk === 'VP8X') return { width: u24(24) + 1, height: u24(27) + 1 };
  if (chunk === 'VP8L') {
    const bits = head.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ')
    return { width: head.getUint16(26, true) & 0x3fff, height: head.getUint16(28, true) & 0x3fff };
  return undefined;
}

/** The frame header (SOF) among the JPEG's segments; EXIF and other segments before it are skipped. */
function jpegSize(head: DataView) {
  let at = 2;
  while (at + 9 < head.byteLength) {
    if (head.getUint8(at) !== 0xff) return undefined;
    const marker = head.getUint8(at + 1);
    if (marker === 0xff) {
      at++;
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { width: head.getUint16(at + 7), height: head.getUint16(at + 5) };
    at += 2 + head.getUint16(at + 2);
  }
  return undefined;
}
