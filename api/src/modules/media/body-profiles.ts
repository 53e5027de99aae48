/**
 * Side-view profiles of each body type, facing right, on an 800 × 450 canvas (ground at y = 372).
 * `body` is the outline (rounded polygon: [x, y, corner radius]), `windows` the glass areas,
 * `pillars` the x of the door pillars, wheels are [x, radius].
 */
export type Pt = readonly [number, number, number?];

export interface BodyProfile {
  body: readonly Pt[];
  windows: readonly (readonly Pt[])[];
  wheels: readonly [number, number][];
  /** Door cut lines: [x, yTop, yBottom]. */
  doors: readonly [number, number, number][];
  headlight: readonly [number, number];
  taillight: readonly [number, number];
  /** Optional second body part drawn in the body colour (pick-up bed rail…). */
  extra?: readonly Pt[];
  /** No roof (cabriolet): draw a folded hood. */
  openTop?: boolean;
}

export const GROUND_Y = 372;

const car = (p: Omit<BodyProfile, 'doors'> & { doors?: BodyProfile['doors'] }): BodyProfile => ({ doors: [], ...p });

export const PROFILES: Record<string, BodyProfile> = {
  citadine: car({
    body: [[138, 338, 14], [124, 296, 18], [142, 214, 40], [238, 158, 46], [420, 154, 40], [516, 222, 30], [640, 246, 40], [676, 290, 16], [668, 338, 14]],
    windows: [[[168, 222, 10], [246, 172, 16], [330, 168, 4], [330, 226, 4]], [[344, 168, 4], [418, 168, 14], [494, 226, 8], [344, 228, 4]]],
    wheels: [[228, 44], [574, 44]],
    doors: [[336, 166, 330], [492, 226, 330]],
    headlight: [652, 262],
    taillight: [130, 258],
  }),
  berline: car({
    body: [[110, 338, 14], [98, 290, 16], [112, 244, 26], [228, 228, 30], [300, 164, 46], [470, 158, 40], [566, 226, 30], [694, 248, 40], [722, 292, 16], [714, 338, 14]],
    windows: [[[246, 226, 8], [312, 174, 16], [398, 170, 4], [398, 228, 4]], [[412, 170, 4], [466, 170, 14], [544, 228, 8], [412, 228, 4]]],
    wheels: [[210, 44], [616, 44]],
    doors: [[404, 168, 332], [546, 228, 332], [264, 228, 330]],
    headlight: [698, 262],
    taillight: [104, 258],
  }),
  break: car({
    body: [[106, 338, 14], [96, 292, 16], [108, 204, 30], [150, 160, 30], [470, 154, 40], [566, 224, 30], [694, 248, 40], [722, 292, 16], [714, 338, 14]],
    windows: [[[126, 212, 10], [156, 172, 14], [262, 168, 4], [262, 226, 4]], [[276, 168, 4], [398, 168, 4], [398, 228, 4], [276, 228, 4]], [[412, 168, 4], [466, 168, 14], [544, 228, 8], [412, 228, 4]]],
    wheels: [[214, 44], [616, 44]],
    doors: [[404, 166, 332], [546, 228, 332], [268, 166, 330]],
    headlight: [698, 262],
    taillight: [102, 250],
  }),
  suv: car({
    body: [[118, 336, 14], [108, 282, 16], [116, 196, 30], [164, 132, 34], [470, 126, 40], [560, 204, 30], [686, 224, 36], [712, 270, 16], [706, 336, 14]],
    windows: [[[140, 200, 10], [172, 146, 14], [272, 142, 4], [272, 206, 4]], [[286, 142, 4], [404, 142, 4], [404, 208, 4], [286, 208, 4]], [[418, 142, 4], [466, 142, 14], [538, 208, 8], [418, 208, 4]]],
    wheels: [[222, 50], [604, 50]],
    doors: [[410, 140, 330], [540, 208, 330], [278, 140, 328]],
    headlight: [690, 240],
    taillight: [112, 232],
  }),
  monospace: car({
    body: [[118, 336, 14], [108, 282, 16], [114, 178, 30], [150, 124, 34], [470, 120, 50], [594, 210, 30], [688, 232, 30], [712, 274, 16], [706, 336, 14]],
    windows: [[[134, 184, 10], [160, 138, 14], [260, 136, 4], [260, 210, 4]], [[274, 136, 4], [420, 136, 4], [420, 212, 4], [274, 212, 4]], [[434, 136, 4], [468, 136, 18], [568, 212, 8], [434, 212, 4]]],
    wheels: [[220, 48], [606, 48]],
    doors: [[426, 134, 330], [570, 212, 330], [266, 134, 328]],
    headlight: [694, 248],
    taillight: [112, 226],
  }),
  coupe: car({
    body: [[116, 336, 14], [104, 286, 16], [118, 240, 30], [260, 220, 40], [364, 168, 50], [464, 166, 40], [566, 232, 30], [702, 254, 40], [726, 294, 16], [718, 336, 14]],
    windows: [[[288, 224, 8], [370, 178, 18], [440, 176, 4], [440, 232, 4]], [[452, 176, 4], [462, 176, 14], [542, 232, 8], [452, 232, 4]]],
    wheels: [[214, 44], [620, 44]],
    doors: [[446, 174, 332], [548, 232, 332]],
    headlight: [704, 268],
    taillight: [110, 262],
  }),
  cabriolet: car({
    body: [[116, 336, 14], [104, 286, 16], [118, 236, 20], [410, 232, 4], [486, 170, 6], [500, 172, 6], [560, 234, 20], [702, 254, 40], [726, 294, 16], [718, 336, 14]],
    windows: [[[474, 184, 4], [486, 178, 4], [536, 230, 4], [468, 232, 4]]],
    wheels: [[214, 44], [620, 44]],
    doors: [[420, 234, 332], [556, 236, 332]],
    headlight: [704, 268],
    taillight: [110, 258],
    openTop: true,
  }),
  fourgonnette: car({
    body: [[112, 338, 10], [104, 150, 20], [130, 118, 26], [470, 114, 40], [560, 200, 26], [684, 222, 30], [708, 270, 14], [702, 338, 12]],
    windows: [[[446, 132, 4], [470, 132, 16], [540, 204, 8], [446, 204, 4]]],
    wheels: [[214, 48], [608, 48]],
    doors: [[436, 130, 330], [300, 130, 330], [112, 130, 330]],
    headlight: [690, 238],
    taillight: [108, 220],
  }),
  fourgon: car({
    body: [[70, 340, 10], [64, 108, 16], [86, 84, 20], [560, 82, 30], [624, 176, 26], [726, 206, 26], [742, 262, 14], [736, 340, 12]],
    windows: [[[566, 102, 6], [584, 100, 10], [610, 184, 8], [566, 186, 4]]],
    wheels: [[176, 50], [630, 50]],
    doors: [[552, 96, 332], [380, 96, 332], [70, 96, 332]],
    headlight: [728, 222],
    taillight: [68, 200],
  }),
  'chassis-cabine': car({
    body: [[70, 340, 10], [64, 108, 16], [86, 84, 20], [560, 82, 30], [624, 176, 26], [726, 206, 26], [742, 262, 14], [736, 340, 12]],
    windows: [[[566, 102, 6], [584, 100, 10], [610, 184, 8], [566, 186, 4]]],
    wheels: [[176, 50], [630, 50]],
    doors: [[552, 96, 332], [70, 96, 332]],
    headlight: [728, 222],
    taillight: [68, 200],
  }),
  'pick-up': car({
    body: [[96, 332, 10], [92, 236, 8], [330, 236, 4], [330, 178, 10], [356, 130, 20], [500, 126, 30], [566, 204, 26], [700, 224, 30], [724, 270, 14], [718, 334, 12]],
    windows: [[[360, 196, 4], [370, 144, 12], [426, 142, 4], [426, 204, 4]], [[438, 142, 4], [494, 142, 14], [544, 206, 8], [438, 206, 4]]],
    wheels: [[212, 52], [614, 52]],
    doors: [[432, 140, 328], [548, 206, 328], [330, 236, 328]],
    headlight: [704, 240],
    taillight: [94, 256],
    extra: [[92, 240, 4], [92, 226, 4], [330, 226, 4], [330, 240, 4]],
  }),
};

/** Rounded polygon path. */
export function roundedPath(points: readonly Pt[]): string {
  const n = points.length;
  let d = '';
  for (let i = 0; i < n; i += 1) {
    const prev = points[(i - 1 + n) % n]!;
    const cur = points[i]!;
    const next = points[(i + 1) % n]!;
    const r = cur[2] ?? 0;
    const toPrev = unit(cur, prev);
    const toNext = unit(cur, next);
    const rp = Math.min(r, dist(cur, prev) / 2);
    const rn = Math.min(r, dist(cur, next) / 2);
    const a = [cur[0] + toPrev[0] * rp, cur[1] + toPrev[1] * rp];
    const b = [cur[0] + toNext[0] * rn, cur[1] + toNext[1] * rn];
    d += `${i === 0 ? 'M' : 'L'}${f(a[0]!)} ${f(a[1]!)} Q${f(cur[0])} ${f(cur[1])} ${f(b[0]!)} ${f(b[1]!)} `;
  }
  return `${d}Z`;
}

const f = (n: number) => (Math.round(n * 10) / 10).toString();
const dist = (a: Pt, b: Pt) => Math.hypot(b[0] - a[0], b[1] - a[1]);
function unit(from: Pt, to: Pt): [number, number] {
  const d = dist(from, to) || 1;
  return [(to[0] - from[0]) / d, (to[1] - from[1]) / d];
}
