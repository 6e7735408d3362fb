import { createWorker, type Worker as OcrEngine } from 'tesseract.js';
import { findMrzLines } from '../mrz/mrzLines.ts';
import { readMrz, type MrzReading } from '../mrz/readMrz.ts';
import { todayIso } from '../../../../shared/reservation/stay.ts';
import { readerAsset } from './readerAssets.ts';
import type { PreprocessAnswer, PreprocessRequest } from './preprocess.worker.ts';

/** What the reader is doing, and how far along (0 to 1), for the progress bar. */
export type ReaderProgress = { phase: 'loading' | 'reading'; share: number };
type ProgressListener = (progress: ReaderProgress) => void;

/** The zone's alphabet: OCR picks only from it. */
const MRZ_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';
/** How long the engine stays loaded after its last use, for the next traveller's document. */
const IDLE_MS = 120_000;

/** Tesseract's steps while it loads, each a part of the loading bar. */
const LOADING_STEPS: Record<string, [number, number]> = {
  'loading tesseract core': [0, 0.45],
  'initializing tesseract': [0.45, 0.5],
  'loading language traineddata': [0.5, 0.9],
  'initializing api': [0.9, 1],
};

let listener: ProgressListener = () => {};
let engine: Promise<OcrEngine> | undefined;
let idle: ReturnType<typeof setTimeout> | undefined;

function startEngine(): Promise<OcrEngine> {
  return createWorker('eng', 1 /* LSTM only: the smaller core and data */, {
    workerPath: readerAsset('worker.min.js'),
    corePath: readerAsset(''),
    langPath: readerAsset(''),
    // A worker from the portal's own URL, not a blob: it runs under its own file's policy, which
    // allows its WebAssembly, while the page's CSP keeps refusing eval and other origins.
    workerBlobURL: false,
    // Not IndexedDB: the HTTP cache (and the service worker) keep the files, named by their content.
    cacheMethod: 'none',
    logger: ({ status, progress }) => {
      const step = LOADING_STEPS[status];
      if (step) listener({ phase: 'loading', share: step[0] + (step[1] - step[0]) * progress });
      else if (status === 'recognizing text') listener({ phase: 'reading', share: progress });
    },
  }).then(async (worker) => {
    await worker.setParameters({
      tessedit_char_whitelist: MRZ_ALPHABET,
      tessedit_pageseg_mode: '6' as never,
      // The pictures are made for the zone's size, so no guess of the resolution (which Tesseract logs as an error).
      user_defined_dpi: '300',
    });
    return worker;
  });
}

/** Loads the engine and its data (a few MB, once), reporting how far it has come. */
export function prepareReader(onProgress: ProgressListener): Promise<OcrEngine> {
  listener = onProgress;
  clearTimeout(idle);
  engine ??= startEngine().catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  return engine;
}

/** Ends the engine a while after the last scan; a scan in between keeps it. */
export function releaseReader(): void {
  clearTimeout(idle);
  idle = setTimeout(() => {
    void engine?.then((worker) => worker.terminate());
    engine = undefined;
  }, IDLE_MS);
}

function bandPictures(image: Blob | ImageBitmap): Promise<Blob[]> {
  const worker = new Worker(readerAsset('preprocess.js'));
  return new Promise<Blob[]>((resolve, reject) => {
    worker.onmessage = ({ data }: MessageEvent<PreprocessAnswer | { error: string }>) =>
      'error' in data ? reject(new Error(data.error)) : resolve(data.candidates);
    worker.onerror = (event) => reject(new Error(event.message));
    const request: PreprocessRequest = { image };
    worker.postMessage(request, image instanceof ImageBitmap ? [image] : []);
  }).finally(() => worker.terminate());
}

/**
 * Reads a document's zone from a photo on this device: its band found and cleaned in a worker,
 * read by Tesseract in another, checked by its check digits. The photo goes to no server.
 */
export async function readDocument(
  image: Blob | ImageBitmap,
  onProgress: ProgressListener,
): Promise<MrzReading> {
  const ocr = await prepareReader(onProgress);
  const pictures = await bandPictures(image);
  let reading: MrzReading = { kind: 'unreadable' };
  for (const picture of pictures) {
    const { data } = await ocr.recognize(picture, { rotateAuto: true });
    const lines = findMrzLines(data.text);
    if (!lines) continue;
    reading = readMrz(lines, todayIso());
    if (reading.kind === 'read') return reading;
  }
  return reading;
}
