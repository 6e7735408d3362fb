/** A greyscale picture: one byte a pixel, row by row. */
export interface GreyImage {
  width: number;
  height: number;
  pixels: Uint8ClampedArray;
}

/** Luminance of RGBA pixels (ITU-R BT.601 weights, in integers). */
export function toGrey(rgba: Uint8ClampedArray, width: number, height: number): GreyImage {
  const pixels = new Uint8ClampedArray(width * height);
  for (let i = 0; i < pixels.length; i++)
    pixels[i] = (rgba[i * 4]! * 299 + rgba[i * 4 + 1]! * 587 + rgba[i * 4 + 2]! * 114) / 1000;
  return { width, height, pixels };
}

/**
 * Ink (1) and paper (0) by each pixel's neighbourhood (Bradley's adaptive threshold over an integral
 * image), so glare on one side and shadow on the other do not swallow the lines as one global
 * threshold would. `window` is the neighbourhood's side in pixels.
 */
export function inkMask(image: GreyImage, window: number): Uint8Array {
  const { width, height, pixels } = image;
  const stride = width + 1;
  const integral = new Float64Array(stride * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += pixels[y * width + x]!;
      integral[(y + 1) * stride + x + 1] = integral[y * stride + x + 1]! + row;
    }
  }
  const half = Math.max(1, Math.floor(window / 2));
  const ink = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - half);
    const y1 = Math.min(height, y + half + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - half);
      const x1 = Math.min(width, x + half + 1);
      const sum =
        integral[y1 * stride + x1]! -
        integral[y0 * stride + x1]! -
        integral[y1 * stride + x0]! +
        integral[y0 * stride + x0]!;
      const mean = sum / ((y1 - y0) * (x1 - x0));
      // Print is darker than its surroundings by a margin; grain and faint guilloche are not.
      ink[y * width + x] = pixels[y * width + x]! < mean * 0.82 && mean - pixels[y * width + x]! > 6 ? 1 : 0;
    }
  }
  return ink;
}

/** A connected patch of ink: its box, its centre and how many pixels it has. */
export interface Blob {
  left: number;
  right: number;
  top: number;
  bottom: number;
  area: number;
}

/** The patches of ink (8-connected), by two passes over the mask with a union-find of labels. */
export function inkBlobs(ink: Uint8Array, width: number, height: number): Blob[] {
  const labels = new Int32Array(width * height);
  const parent: number[] = [0];
  const find = (label: number) => {
    let root = label;
    while (parent[root] !== root) root = parent[root]!;
    while (parent[label] !== root) {
      const next = parent[label]!;
      parent[label] = root;
      label = next;
    }
    return root;
  };
  const union = (a: number, b: number) => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  };
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!ink[i]) continue;
      // The neighbours already labelled: left, and the three above.
      let label = 0;
      const join = (other: number) => {
        if (!other) return;
        if (!label) label = other;
        else if (other !== label) union(label, other);
      };
      if (x > 0) join(labels[i - 1]!);
      if (y > 0) {
        if (x > 0) join(labels[i - width - 1]!);
        join(labels[i - width]!);
        if (x < width - 1) join(labels[i - width + 1]!);
      }
      if (!label) {
        label = parent.length;
        parent.push(label);
      }
      labels[i] = label;
    }
  const blobs = new Map<number, Blob>();
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const label = labels[y * width + x]!;
      if (!label) continue;
      const root = find(label);
      const blob = blobs.get(root);
      if (!blob) blobs.set(root, { left: x, right: x, top: y, bottom: y, area: 1 });
      else {
        blob.left = Math.min(blob.left, x);
        blob.right = Math.max(blob.right, x);
        blob.top = Math.min(blob.top, y);
        blob.bottom = Math.max(blob.bottom, y);
        blob.area++;
      }
    }
  return [...blobs.values()];
}
