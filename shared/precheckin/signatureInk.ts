/**
 * How much was drawn on the signature pad. A tap or a short slip is not a signature: the pad asks
 * for strokes whose summed length reaches a share of the pad's width before it counts.
 */
export interface InkPoint {
  x: number;
  y: number;
}

export type Stroke = InkPoint[];

/** Summed length of the strokes, in the pad's CSS pixels. */
export function inkLength(strokes: Stroke[]): number {
  let length = 0;
  for (const stroke of strokes)
    for (let index = 1; index < stroke.length; index += 1) {
      const from = stroke[index - 1]!;
      const to = stroke[index]!;
      length += Math.hypot(to.x - from.x, to.y - from.y);
    }
  return length;
}

/** A signature is drawn once the ink covers at least half the pad's width. */
export function isEnoughInk(strokes: Stroke[], padWidth: number): boolean {
  return inkLength(strokes) >= padWidth / 2;
}
