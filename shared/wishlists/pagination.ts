/** Pages needed for `hits` items, `pageSize` a page (SPEC §9: hits / 10 rounded up). */
export function pageCount(hits: number, pageSize = 10): number {
  return Math.ceil(Math.max(0, hits) / pageSize);
}
