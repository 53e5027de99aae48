/** Next frame index after moving `delta` frames, wrapping around the turntable. */
export function stepFrame(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/** Pixels of horizontal drag per frame: a full turn over about one and a half widths of the viewer. */
export function pixelsPerFrame(width: number, count: number): number {
  return Math.max(4, (width * 1.5) / Math.max(1, count));
}
