// The document reader's own worker (documentReader.ts): turns a photo into pictures of the band
// where the machine-readable zone is, cropped, enlarged to the size OCR reads best and in black and
// white, off the page's main thread. Nothing is kept: the photo is closed once the pictures are made.
import { binarise, findMrzBand, stretchContrast, toGrey, type Band } from './mrzBand.ts';

export interface PreprocessRequest {
  image: Blob | ImageBitmap;
}
export interface PreprocessAnswer {
  /** PNG pictures to read, the likeliest first; the lower half of the picture comes last. */
  candidates: Blob[];
}

/** Wide enough to tell the lines apart, small enough to scan in a few milliseconds. */
const ANALYSIS_WIDTH = 1000;
/** The height of a line of the zone Tesseract reads best, in pixels. */
const LINE_PIXELS = 44;
/** Where the zone lies when its lines were not found: the lower half, at the size of a document that fills the photo's width. */
const LOWER_HALF: Band = { top: 0.45, bottom: 1, left: 0, right: 1 };
const LOWER_HALF_WIDTH = 1400;
const MAX_WIDTH = 3000;

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PreprocessRequest>) => void) | null;
  postMessage: (answer: PreprocessAnswer | { error: string }) => void;
};

function greyOf(bitmap: ImageBitmap, band: Band, scale: number) {
  const sourceWidth = (band.right - band.left) * bitmap.width;
  const sourceHeight = (band.bottom - band.top) * bitmap.height;
  const width = Math.max(1, Math.round(sourceWidth * scale));
  const height = Math.max(1, Math.round(sourceHeight * scale));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.imageSmoothingQuality = 'high';
  context.drawImage(
    bitmap,
    band.left * bitmap.width,
    band.top * bitmap.height,
    sourceWidth,
    sourceHeight,
    0,
    0,
    width,
    height,
  );
  return {
    canvas,
    context,
    grey: stretchContrast(toGrey(context.getImageData(0, 0, width, height).data, width, height)),
  };
}

async function bandPicture(bitmap: ImageBitmap, band: Band, scale: number): Promise<Blob> {
  const { canvas, context, grey } = greyOf(
    bitmap,
    band,
    Math.min(scale, MAX_WIDTH / ((band.right - band.left) * bitmap.width)),
  );
  const binary = binarise(grey, LINE_PIXELS * 2);
  const rgba = new Uint8ClampedArray(binary.pixels.length * 4);
  binary.pixels.forEach((value, i) => rgba.fill(value, i * 4, i * 4 + 3).fill(255, i * 4 + 3, i * 4 + 4));
  context.putImageData(new ImageData(rgba, binary.width, binary.height), 0, 0);
  return canvas.convertToBlob({ type: 'image/png' });
}

async function candidates(bitmap: ImageBitmap): Promise<Blob[]> {
  const analysisScale = Math.min(1, ANALYSIS_WIDTH / bitmap.width);
  const { grey } = greyOf(bitmap, { top: 0, bottom: 1, left: 0, right: 1 }, analysisScale);
  const band = findMrzBand(binarise(grey, 31));
  const pictures: Blob[] = [];
  if (band) {
    const lineHeight = band.lineHeight * bitmap.height;
    pictures.push(await bandPicture(bitmap, band, Math.min(4, LINE_PIXELS / lineHeight)));
  }
  pictures.push(await bandPicture(bitmap, LOWER_HALF, LOWER_HALF_WIDTH / bitmap.width));
  return pictures;
}

scope.onmessage = async ({ data }) => {
  const bitmap =
    data.image instanceof Blob
      ? await createImageBitmap(data.image, { imageOrientation: 'from-image' })
      : data.image;
  try {
    scope.postMessage({ candidates: await candidates(bitmap) });
  } catch (error) {
    scope.postMessage({ error: String(error) });
  } finally {
    bitmap.close();
  }
};
