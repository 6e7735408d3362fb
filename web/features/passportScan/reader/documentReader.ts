import { decodeZone } from '../mrz/zoneGrammar.ts';
import { readMrz, type MrzReading } from '../mrz/readMrz.ts';
import { todayIso } from '../../../../shared/reservation/stay.ts';
import { readerAsset } from './readerAssets.ts';
import type { ReaderAnswer, ReaderRequest, ZoneCells } from './reader.worker.ts';

/** What the reader is doing, and how far along (0 to 1), for the progress bar. */
export type ReaderProgress = { phase: 'loading' | 'reading'; share: number };
type ProgressListener = (progress: ReaderProgress) => void;

export type DocumentReading =
  | MrzReading
  /** The file is no picture the browser can open, or one far larger than a camera's. */
  | { kind: 'picture' | 'tooLarge' };

/** The reader's own file: the worker that finds the zone and tells its characters (reader.worker.ts). */
const READER = () => readerAsset('reader.js');
/**
 * The longest a reading may take before the worker is ended and the guest told: a phone reads a
 * photo in a few seconds, so a worker still busy after this is stuck on the file.
 */
export const READ_TIMEOUT_MS = 30_000;

let loaded: Promise<void> | undefined;

/**
 * Fetches the reader's worker as the dialog opens (kept by the HTTP cache), so that the photo is
 * read the moment it is chosen.
 */
export function prepareReader(onProgress: ProgressListener): Promise<void> {
  onProgress({ phase: 'loading', share: 0 });
  loaded ??= fetch(READER()).then(
    async (response) => {
      if (!response.ok) throw new Error(`reader: ${response.status}`);
      await response.arrayBuffer();
    },
    (error: unknown) => {
      loaded = undefined;
      throw error;
    },
  );
  return loaded.then(() => onProgress({ phase: 'loading', share: 1 }));
}

/** The worker's answer for one photo; the worker is ended once it has answered, failed or run out of time. */
function readInWorker(image: Blob | ImageBitmap, onProgress: ProgressListener): Promise<ReaderAnswer> {
  const worker = new Worker(READER());
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new Promise<ReaderAnswer>((resolve, reject) => {
    timer = setTimeout(() => resolve({ kind: 'picture' }), READ_TIMEOUT_MS);
    worker.onmessage = ({ data }: MessageEvent<ReaderAnswer>) => {
      if (data.kind === 'progress') onProgress({ phase: 'reading', share: data.share });
      else resolve(data);
    };
    worker.onerror = (event) => reject(new Error(event.message));
    worker.onmessageerror = () => reject(new Error('reader: message'));
    const request: ReaderRequest = { image };
    worker.postMessage(request, image instanceof ImageBitmap ? [image] : []);
  }).finally(() => {
    clearTimeout(timer);
    worker.terminate();
  });
}

/**
 * Reads a document's zone from a photo on this device: the reader's worker finds the zone and how
 * much each of its characters looks like each character it may be; the zone's grammar and check
 * digits then decide what it says. The photo goes to no server.
 */
export async function readDocument(
  image: Blob | ImageBitmap,
  onProgress: ProgressListener,
): Promise<DocumentReading> {
  onProgress({ phase: 'reading', share: 0.05 });
  const answer = await readInWorker(image, onProgress);
  if (answer.kind !== 'zones') return answer.kind === 'progress' ? { kind: 'unreadable' } : answer;
  return readZones(answer.zones, todayIso());
}

/**
 * The first of the places where the zone may be that reads with every check digit matching; else
 * "check digits" where a zone was found but does not check, else "unreadable".
 */
export function readZones(zones: ZoneCells[], today: string): MrzReading {
  let reading: MrzReading = { kind: 'unreadable' };
  for (const cells of zones) {
    const zone = decodeZone(cells);
    if (!zone) continue;
    const read = readMrz(zone.lines, today, zone.nameAlternatives);
    if (read.kind === 'read') return read;
    if (read.kind === 'checkDigits' || reading.kind === 'unreadable') reading = read;
  }
  return reading;
}
