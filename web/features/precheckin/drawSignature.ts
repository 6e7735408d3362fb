import type { InkPoint, Stroke } from '../../../shared/precheckin/signatureInk.ts';

/** The pad's ink: dark enough to read on the white pad and on a printed registration form. */
const INK = '#1a1a2e';

/**
 * A canvas whose backing store matches the device's pixels, so strokes stay sharp on a phone;
 * drawing happens in CSS pixels.
 */
export function preparePad(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  const context = canvas.getContext('2d');
  if (!context) return null;
  const ratio = window.devicePixelRatio || 1;
  const { width, height } = canvas.getBoundingClientRect();
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.lineWidth = 2.5;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.strokeStyle = INK;
  context.fillStyle = INK;
  return context;
}

/** The point of a pointer event in the pad's CSS pixels. */
export function pointOn(canvas: HTMLCanvasElement, event: { clientX: number; clientY: number }): InkPoint {
  const box = canvas.getBoundingClientRect();
  return { x: event.clientX - box.left, y: event.clientY - box.top };
}

/** Extends the stroke being drawn to its newest point. */
export function drawSegment(context: CanvasRenderingContext2D, stroke: Stroke): void {
  const to = stroke.at(-1);
  const from = stroke.at(-2) ?? to;
  if (!from || !to) return;
  context.beginPath();
  context.moveTo(from.x, from.y);
  context.lineTo(to.x, to.y);
  context.stroke();
}

export function clearPad(canvas: HTMLCanvasElement): void {
  canvas.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
}

/** The width of a signature's image: a printed form's signature box, whatever the screen. */
const IMAGE_WIDTH = 600;

/**
 * The pad's image at its CSS size, at most IMAGE_WIDTH wide: a phone's device pixels would make
 * it several times larger without making it more legible, and a family's signatures go in one save.
 */
export function padImage(canvas: HTMLCanvasElement): string {
  const { width, height } = canvas.getBoundingClientRect();
  const scale = Math.min(1, IMAGE_WIDTH / width);
  const image = document.createElement('canvas');
  image.width = Math.round(width * scale);
  image.height = Math.round(height * scale);
  image.getContext('2d')?.drawImage(canvas, 0, 0, image.width, image.height);
  return image.toDataURL('image/png');
}

/**
 * The keyboard alternative's image: the typed name written on a pad of the drawn one's size, so
 * the authority's form shows a signature either way.
 */
export function typedSignatureImage(name: string): string {
  const canvas = document.createElement('canvas');
  canvas.width = IMAGE_WIDTH;
  canvas.height = 160;
  const context = canvas.getContext('2d');
  if (!context) return '';
  context.fillStyle = INK;
  context.font = 'italic 44px Georgia, "Times New Roman", serif';
  context.textBaseline = 'middle';
  context.fillText(name, 24, 80, IMAGE_WIDTH - 48);
  return canvas.toDataURL('image/png');
}
