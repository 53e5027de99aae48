/**
 * Frames of the 360° view: the vehicle of the photos (same body profile and colour) as a
 * pseudo-3D model on a turntable, drawn as SVG from a rotating angle.
 *
 * The side profile (body-profiles.ts) is extruded across the vehicle's width (the glasshouse
 * narrowing towards the roof), then projected orthographically with the camera slightly above
 * (CAMERA_ELEVATION_DEG). Angle 0: side view facing right (as photo 1); 90: front; 180: other
 * side; 270: rear. Faces are drawn back to front (painter's algorithm, back faces culled) and
 * shaded by a light fixed in the studio, so the paint catches the light as the car turns.
 * Wheels are cylinders (ellipses at any angle), with a soft floor shadow under the car.
 */
import { GROUND_Y, PROFILES, type BodyProfile, type Pt } from './body-profiles';
import { darken, escapeXml, lighten, luminance, mix } from './colour';

export interface TurntableDrawing {
  bodyType: string;
  colour: string;
  /** Alt text (<title>). */
  label: string;
}

type V2 = readonly [number, number];
type V3 = readonly [number, number, number];

const CAMERA_ELEVATION_DEG = 13;
const WIDTH_RATIO = 0.43;
/** Screen x of the turntable's centre; its y and the scale are fitted to the vehicle (Camera). */
const CENTRE_X = 400;
/** Room the vehicle may take on the 800 × 450 canvas, whatever the angle. */
const MAX_WIDTH = 720;
const MAX_HEIGHT = 390;
const BOTTOM_Y = 428;
const VANS = new Set(['fourgon', 'fourgonnette', 'chassis-cabine']);

const norm = (v: V3): V3 => {
  const l = Math.hypot(v[0], v[1], v[2]) || 1;
  return [v[0] / l, v[1] / l, v[2] / l];
};
const dot = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: V3, b: V3): V3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const r1 = (n: number) => (Math.round(n * 10) / 10).toString();

/** Light of the studio: from above, front-left of the camera at angle 0. */
const LIGHT = norm([0.35, 0.85, 0.55]);

/** The rounded outline of a profile as a polyline (same corners as roundedPath()). */
export function roundedPolyline(points: readonly Pt[], steps = 4): V2[] {
  const n = points.length;
  const out: V2[] = [];
  for (let i = 0; i < n; i += 1) {
    const prev = points[(i - 1 + n) % n]!;
    const cur = points[i]!;
    const next = points[(i + 1) % n]!;
    const r = cur[2] ?? 0;
    const dPrev = Math.hypot(prev[0] - cur[0], prev[1] - cur[1]) || 1;
    const dNext = Math.hypot(next[0] - cur[0], next[1] - cur[1]) || 1;
    const rp = Math.min(r, dPrev / 2);
    const rn = Math.min(r, dNext / 2);
    const a: V2 = [cur[0] + ((prev[0] - cur[0]) / dPrev) * rp, cur[1] + ((prev[1] - cur[1]) / dPrev) * rp];
    const b: V2 = [cur[0] + ((next[0] - cur[0]) / dNext) * rn, cur[1] + ((next[1] - cur[1]) / dNext) * rn];
    if (r === 0) {
      out.push([cur[0], cur[1]]);
      continue;
    }
    for (let s = 0; s <= steps; s += 1) {
      const t = s / steps;
      const u = 1 - t;
      out.push([u * u * a[0] + 2 * u * t * cur[0] + t * t * b[0], u * u * a[1] + 2 * u * t * cur[1] + t * t * b[1]]);
    }
  }
  return out.filter((p, i) => i === 0 || Math.hypot(p[0] - out[i - 1]![0], p[1] - out[i - 1]![1]) > 0.5);
}

/** Signed area (screen coordinates, y down). */
const signedArea = (poly: readonly V2[]) =>
  poly.reduce((s, p, i) => s + p[0] * poly[(i + 1) % poly.length]![1] - poly[(i + 1) % poly.length]![0] * p[1], 0) / 2;

/** X of the outline at height y (screen coordinates): the front-most or rear-most crossing. */
function edgeX(poly: readonly V2[], y: number, side: 'front' | 'rear'): number {
  let best = side === 'front' ? -Infinity : Infinity;
  for (let i = 0; i < poly.length; i += 1) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    if ((a[1] - y) * (b[1] - y) > 0 || a[1] === b[1]) continue;
    const x = a[0] + ((y - a[1]) / (b[1] - a[1])) * (b[0] - a[0]);
    best = side === 'front' ? Math.max(best, x) : Math.min(best, x);
  }
  return Number.isFinite(best)
    ? best
    : side === 'front'
      ? Math.max(...poly.map((p) => p[0]))
      : Math.min(...poly.map((p) => p[0]));
}

/** Highest point of the outline above x (screen coordinates). */
function topY(poly: readonly V2[], x: number): number {
  let best = Infinity;
  for (let i = 0; i < poly.length; i += 1) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    if ((a[0] - x) * (b[0] - x) > 0 || a[0] === b[0]) continue;
    best = Math.min(best, a[1] + ((x - a[0]) / (b[0] - a[0])) * (b[1] - a[1]));
  }
  return Number.isFinite(best) ? best : GROUND_Y;
}

interface Scene {
  p: BodyProfile;
  outline: V2[];
  /** Profile x of the car's centre. */
  midX: number;
  front: number;
  rear: number;
  halfWidth: number;
  beltY: number;
  roofY: number;
  tumblehome: number;
  isVan: boolean;
}

function scene(bodyType: string): Scene {
  const p = PROFILES[bodyType] ?? PROFILES.berline!;
  let outline = roundedPolyline(p.body);
  if (signedArea(outline) < 0) outline = outline.reverse();
  const xs = outline.map((q) => q[0]);
  const front = Math.max(...xs);
  const rear = Math.min(...xs);
  const windowYs = p.windows.flat().map((q) => q[1]);
  const roofY = Math.min(...outline.map((q) => q[1]));
  const beltY = windowYs.length ? Math.max(...windowYs) + 2 : roofY + 60;
  const isVan = VANS.has(bodyType);
  return {
    p,
    outline,
    midX: (front + rear) / 2,
    front,
    rear,
    halfWidth: ((front - rear) * WIDTH_RATIO) / 2,
    beltY,
    roofY,
    tumblehome: isVan ? 0.05 : p.openTop ? 0.04 : 0.15,
    isVan,
  };
}

/** Half width of the body at profile height y (narrower above the belt line). */
function halfWidthAt(s: Scene, y: number): number {
  if (y >= s.beltY) return s.halfWidth;
  const k = Math.min(1, (s.beltY - y) / Math.max(1, s.beltY - s.roofY));
  return s.halfWidth * (1 - s.tumblehome * k);
}

class Camera {
  readonly sin: number;
  readonly cos: number;
  readonly sinE = Math.sin((CAMERA_ELEVATION_DEG * Math.PI) / 180);
  readonly cosE = Math.cos((CAMERA_ELEVATION_DEG * Math.PI) / 180);
  /** Unit vector towards the camera (world: X forward, Y up, Z towards the camera at angle 0). */
  readonly eye: V3;
  /** Same scale and ground centre for every angle, so that the vehicle turns in place. */
  readonly scale: number;
  readonly centreY: number;
  /** Diagonal of the footprint: the widest the vehicle gets on screen. */
  readonly diagonal: number;

  constructor(
    angleDeg: number,
    private readonly s: Scene,
  ) {
    const a = (angleDeg * Math.PI) / 180;
    this.sin = Math.sin(a);
    this.cos = Math.cos(a);
    this.eye = [this.sin * this.cosE, this.sinE, this.cos * this.cosE];
    this.diagonal = Math.hypot(s.front - s.rear, 2 * s.halfWidth);
    const height = GROUND_Y - s.roofY;
    this.scale = Math.min(1, MAX_WIDTH / this.diagonal, MAX_HEIGHT / (height * this.cosE + this.diagonal * this.sinE));
    this.centreY = BOTTOM_Y - this.scale * (this.diagonal / 2) * this.sinE;
  }

  /** World point from profile coordinates (x, y screen-like) and z across the width. */
  world(x: number, y: number, z: number): V3 {
    return [x - this.s.midX, GROUND_Y - y, z];
  }

  project(w: V3): V2 {
    const screenX = w[0] * this.cos - w[2] * this.sin;
    const depth = w[0] * this.sin + w[2] * this.cos;
    return [CENTRE_X + this.scale * screenX, this.centreY + this.scale * (depth * this.sinE - w[1] * this.cosE)];
  }

  depth(w: V3): number {
    return dot(w, this.eye);
  }

  faces(normal: V3): boolean {
    return dot(normal, this.eye) > 0.015;
  }
}

const path = (pts: readonly V2[]) => `M${pts.map((q) => `${r1(q[0])} ${r1(q[1])}`).join(' L')} Z`;
const shade = (colour: string, normal: V3) => {
  const light = dot(norm(normal), LIGHT);
  return light >= 0.55
    ? lighten(colour, Math.min(0.38, (light - 0.55) * 0.75))
    : darken(colour, Math.min(0.55, (0.55 - light) * 0.5));
};

/** Convex hull (monotone chain) of projected points. */
function hull(points: V2[]): V2[] {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const turn = (o: V2, a: V2, b: V2) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: V2[] = [];
  for (const q of pts) {
    while (lower.length >= 2 && turn(lower[lower.length - 2]!, lower[lower.length - 1]!, q) <= 0) lower.pop();
    lower.push(q);
  }
  const upper: V2[] = [];
  for (const q of pts.reverse()) {
    while (upper.length >= 2 && turn(upper[upper.length - 2]!, upper[upper.length - 1]!, q) <= 0) upper.pop();
    upper.push(q);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

function wheel(cam: Camera, s: Scene, x: number, r: number, side: 1 | -1, id: string): string {
  const tyreWidth = (s.front - s.rear) * 0.055;
  const zOuter = side * (s.halfWidth - 4);
  const zInner = side * (s.halfWidth - 4 - tyreWidth);
  const ring = (radius: number, z: number) =>
    Array.from({ length: 28 }, (_, i) => {
      const t = (i / 28) * Math.PI * 2;
      return cam.project(cam.world(x + Math.cos(t) * radius, GROUND_Y - r - Math.sin(t) * radius, z));
    });
  const tyre = hull([...ring(r + 6, zOuter), ...ring(r + 6, zInner)]);
  const outerVisible = cam.faces([0, 0, side]);
  let out = `<path d="${path(tyre)}" fill="#141619"/>`;
  if (outerVisible) {
    out += `<path d="${path(ring(r + 1, zOuter))}" fill="#202226"/>`;
    out += `<path d="${path(ring(r * 0.64, zOuter + side * 0.5))}" fill="url(#rim-${id})" stroke="#7c838b" stroke-width="1"/>`;
    for (let k = 0; k < 5; k += 1) {
      const t = (k / 5) * Math.PI * 2 + 0.3;
      const a = cam.project(cam.world(x, GROUND_Y - r, zOuter));
      const b = cam.project(cam.world(x + Math.cos(t) * r * 0.55, GROUND_Y - r - Math.sin(t) * r * 0.55, zOuter));
      out += `<line x1="${r1(a[0])}" y1="${r1(a[1])}" x2="${r1(b[0])}" y2="${r1(b[1])}" stroke="#8d939b" stroke-width="${r1(r * 0.11 * cam.scale)}" stroke-linecap="round"/>`;
    }
    out += `<path d="${path(ring(r * 0.16, zOuter + side))}" fill="#5b6168"/>`;
  }
  return out;
}

/** A flat feature on the front or rear face: corners given as [y, z] on that face. */
function onEnd(cam: Camera, s: Scene, end: 'front' | 'rear', corners: readonly V2[]): V2[] {
  return corners.map(([y, z]) => {
    const x = edgeX(s.outline, y, end) + (end === 'front' ? 1 : -1);
    return cam.project(cam.world(x, y, z));
  });
}

function endDetails(cam: Camera, s: Scene, end: 'front' | 'rear', colour: string): string {
  const w = s.halfWidth;
  const rect = (y1: number, y2: number, z1: number, z2: number): V2[] => [
    [y1, z1],
    [y1, z2],
    [y2, z2],
    [y2, z1],
  ];
  let out = '';
  if (end === 'front') {
    const hy = s.p.headlight[1];
    const bottom = edgeX(s.outline, hy + 40, 'front') > s.front - 60 ? hy + 40 : hy + 28;
    out += `<path d="${path(onEnd(cam, s, end, rect(hy + 6, bottom, -w * 0.52, w * 0.52)))}" fill="#1d2026" stroke="${darken(colour, 0.5)}" stroke-width="1.5"/>`;
    for (let k = 1; k < 4; k += 1) {
      const y = hy + 6 + ((bottom - hy - 6) * k) / 4;
      const line = onEnd(cam, s, end, [
        [y, -w * 0.5],
        [y, w * 0.5],
      ]);
      out += `<line x1="${r1(line[0]![0])}" y1="${r1(line[0]![1])}" x2="${r1(line[1]![0])}" y2="${r1(line[1]![1])}" stroke="#3a3f47" stroke-width="1.5"/>`;
    }
    for (const sign of [-1, 1]) {
      out += `<path d="${path(onEnd(cam, s, end, rect(hy - 10, hy + 4, sign * w * 0.62, sign * w * 0.9)))}" fill="#fff6d5" stroke="${darken(colour, 0.5)}" stroke-width="1.5"/>`;
    }
    out += `<path d="${path(onEnd(cam, s, end, rect(bottom + 4, bottom + 16, -w * 0.22, w * 0.22)))}" fill="#f4f6f8" stroke="#1c2f6b" stroke-width="1.5"/>`;
  } else {
    const ty = s.p.taillight[1];
    for (const sign of [-1, 1]) {
      out += `<path d="${path(onEnd(cam, s, end, rect(ty - 10, ty + 10, sign * w * 0.66, sign * w * 0.92)))}" fill="#c81e2b" stroke="#7d0f17" stroke-width="1.5"/>`;
    }
    out += `<path d="${path(onEnd(cam, s, end, rect(ty + 22, ty + 36, -w * 0.22, w * 0.22)))}" fill="#f4f6f8" stroke="#1c2f6b" stroke-width="1.5"/>`;
    if (s.isVan) {
      const line = onEnd(cam, s, end, [
        [s.roofY + 20, 0],
        [GROUND_Y - 40, 0],
      ]);
      out += `<line x1="${r1(line[0]![0])}" y1="${r1(line[0]![1])}" x2="${r1(line[1]![0])}" y2="${r1(line[1]![1])}" stroke="${darken(colour, 0.45)}" stroke-width="2"/>`;
    }
  }
  return out;
}

/** The extruded skin between the two sides: roof, bonnet, windscreen, front and rear faces. */
function shell(cam: Camera, s: Scene, colour: string): { depth: number; svg: string }[] {
  const out: { depth: number; svg: string }[] = [];
  const n = s.outline.length;
  for (let i = 0; i < n; i += 1) {
    const a = s.outline[i]!;
    const b = s.outline[(i + 1) % n]!;
    const za = halfWidthAt(s, a[1]);
    const zb = halfWidthAt(s, b[1]);
    const A = cam.world(a[0], a[1], -za);
    const B = cam.world(b[0], b[1], -zb);
    const C = cam.world(b[0], b[1], zb);
    const D = cam.world(a[0], a[1], za);
    // Outward normal: scene() orients the outline clockwise in world coordinates (y up), so
    // the outside is on the left of each edge (−ey, ex).
    const ex = b[0] - a[0];
    const ey = -(b[1] - a[1]);
    let normal = norm(cross(sub(B, A), sub(D, A)));
    if (dot(normal, [-ey, ex, 0]) < 0) normal = [-normal[0], -normal[1], -normal[2]];
    if (!cam.faces(normal)) continue;
    const quad = [A, B, C, D].map((q) => cam.project(q));
    const fill = shade(colour, normal);
    let svg = `<path d="${path(quad)}" fill="${fill}" stroke="${fill}" stroke-width="1.4" stroke-linejoin="round"/>`;
    const midY = (a[1] + b[1]) / 2;
    const midX = (a[0] + b[0]) / 2;
    const steep = Math.abs(b[1] - a[1]) > 0.45 * Math.abs(b[0] - a[0]);
    const glassAllowed = midX > s.midX || (!s.isVan && !s.p.openTop && s.p.extra === undefined);
    if (midY < s.beltY - 4 && midY > s.roofY + 3 && steep && glassAllowed) {
      const inset = [
        cam.world(a[0], a[1], -za * 0.86),
        cam.world(b[0], b[1], -zb * 0.86),
        cam.world(b[0], b[1], zb * 0.86),
        cam.world(a[0], a[1], za * 0.86),
      ];
      const glassLight = Math.max(0, dot(normal, LIGHT));
      svg += `<path d="${path(inset.map((q) => cam.project(q)))}" fill="${mix('#2b3a4e', '#c7d6e6', glassLight * 0.55)}"/>`;
    }
    out.push({ depth: cam.depth([(A[0] + C[0]) / 2, (A[1] + C[1]) / 2, 0]), svg });
  }
  return out.sort((x, y) => x.depth - y.depth);
}

/** Cabriolet: the open cockpit and its seats, seen from above. */
function cockpit(cam: Camera, s: Scene, colour: string): string {
  const deck = (x1: number, x2: number, inset: number): V2[] => {
    const z = s.halfWidth * (1 - s.tumblehome) - inset;
    const y = (x: number) => topY(s.outline, x) - 1;
    return [cam.world(x1, y(x1), -z), cam.world(x2, y(x2), -z), cam.world(x2, y(x2), z), cam.world(x1, y(x1), z)].map(
      (q) => cam.project(q),
    );
  };
  const open = s.p.windows[0]?.[0]?.[0] ?? s.midX + 60;
  return (
    `<path d="${path(deck(s.midX - 120, open - 4, 16))}" fill="#2a2d33" stroke="${darken(colour, 0.5)}" stroke-width="1.5"/>` +
    `<path d="${path(deck(s.midX - 80, s.midX - 40, 26))}" fill="#4a4f57"/>` +
    `<path d="${path(deck(s.midX + 20, s.midX + 60, 26))}" fill="#4a4f57"/>`
  );
}

/** The side facing the camera (z = side × half width): paint, windows, doors, lights, sill. */
function nearSide(cam: Camera, s: Scene, side: 1 | -1, colour: string, id: string): string {
  const onSide = (pts: readonly V2[], lift = 0) =>
    pts.map(([x, y]) => cam.project(cam.world(x, y, side * (halfWidthAt(s, y) + lift))));
  const line = luminance(colour) > 0.6 ? darken(colour, 0.3) : darken(colour, 0.45);
  const sideShade = shade(colour, [0, 0.25, side]);
  let out = `<path d="${path(onSide(s.outline))}" fill="url(#paint-${id})" stroke="${line}" stroke-width="2"/>`;
  out += `<path d="${path(onSide(s.outline))}" fill="${sideShade}" opacity="0.45"/>`;
  if (s.p.extra) out += `<path d="${path(onSide(roundedPolyline(s.p.extra), 0.5))}" fill="${darken(colour, 0.35)}"/>`;
  const sillTop = GROUND_Y - 58;
  out += `<path d="${path(
    onSide(
      [
        [s.rear + 6, sillTop + 6],
        [s.front - 6, sillTop + 6],
        [s.front - 10, sillTop + 24],
        [s.rear + 10, sillTop + 24],
      ],
      0.5,
    ),
  )}" fill="#23262b" opacity="0.5"/>`;
  for (const w of s.p.windows)
    out += `<path d="${path(onSide(roundedPolyline(w), 0.5))}" fill="url(#glass-${id})" stroke="${darken(colour, 0.55)}" stroke-width="2.5"/>`;
  for (const [x, y1, y2] of s.p.doors) {
    const [a, b] = onSide(
      [
        [x, y1],
        [x, y2],
      ],
      0.5,
    );
    out += `<line x1="${r1(a![0])}" y1="${r1(a![1])}" x2="${r1(b![0])}" y2="${r1(b![1])}" stroke="${line}" stroke-width="2" opacity="0.6"/>`;
  }
  for (const [x, y1, y2] of s.p.doors.slice(0, 2)) {
    const y = Math.round(y1 + (y2 - y1) * 0.42);
    out += `<path d="${path(
      onSide(
        [
          [x - 34, y],
          [x - 12, y],
          [x - 12, y + 5],
          [x - 34, y + 5],
        ],
        1,
      ),
    )}" fill="${darken(colour, 0.4)}"/>`;
  }
  const [hx, hy] = s.p.headlight;
  const [tx, ty] = s.p.taillight;
  out += `<path d="${path(
    onSide(
      [
        [hx - 26, hy - 8],
        [hx, hy - 12],
        [hx + 16, hy - 2],
        [hx + 10, hy + 8],
        [hx - 10, hy + 7],
        [hx - 26, hy + 2],
      ],
      1,
    ),
  )}" fill="#fff6d5" stroke="${darken(colour, 0.5)}" stroke-width="1.5"/>`;
  out += `<path d="${path(
    onSide(
      [
        [tx - 6, ty - 10],
        [tx + 22, ty - 8],
        [tx + 20, ty + 8],
        [tx - 4, ty + 10],
      ],
      1,
    ),
  )}" fill="#c81e2b" stroke="#7d0f17" stroke-width="1.5"/>`;
  return out;
}

function floor(cam: Camera, s: Scene, id: string): string {
  const rx = cam.scale * (cam.diagonal / 2 + 24);
  const ry = rx * cam.sinE;
  const footprint = [
    [s.rear - 16, -s.halfWidth - 12],
    [s.front + 16, -s.halfWidth - 12],
    [s.front + 16, s.halfWidth + 12],
    [s.rear - 16, s.halfWidth + 12],
  ].map(([x, z]) => cam.project(cam.world(x!, GROUND_Y, z!)));
  return (
    `<ellipse cx="${CENTRE_X}" cy="${r1(cam.centreY + 6)}" rx="${r1(rx)}" ry="${r1(ry + 6)}" fill="#c9ced6"/>` +
    `<ellipse cx="${CENTRE_X}" cy="${r1(cam.centreY)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="url(#disc-${id})" stroke="#b9bfc8" stroke-width="2"/>` +
    `<path d="${path(hull(footprint))}" fill="#000" opacity="0.32" filter="url(#shadow-${id})"/>`
  );
}

/** Frame `index` of `count`: the angle is index × 360 / count degrees. */
export function turntableSvg(vehicle: TurntableDrawing, index: number, count: number): string {
  const angle = (index * 360) / count;
  const id = `t${index}`;
  const s = scene(vehicle.bodyType);
  const cam = new Camera(angle, s);
  const colour = vehicle.colour;
  // The side whose normal faces the camera; the other side's wheels are drawn behind the body.
  const near: 1 | -1 = cam.cos >= 0 ? 1 : -1;
  const sideVisible = Math.abs(cam.cos) > 0.02;
  // Seen from the front or the rear, the wheels sit behind the bumpers: the near ones are drawn
  // over the body only when the side is well in view.
  const nearWheelsInFront = Math.abs(cam.cos) > 0.3;
  const parts: string[] = [];
  parts.push(floor(cam, s, id));
  for (const [x, r] of s.p.wheels) parts.push(wheel(cam, s, x, r, -near as 1 | -1, id));
  if (!nearWheelsInFront) for (const [x, r] of s.p.wheels) parts.push(wheel(cam, s, x, r, near, id));
  for (const q of shell(cam, s, colour)) parts.push(q.svg);
  if (s.p.openTop) parts.push(cockpit(cam, s, colour));
  if (cam.sin > 0.05) parts.push(endDetails(cam, s, 'front', colour));
  if (cam.sin < -0.05) parts.push(endDetails(cam, s, 'rear', colour));
  if (sideVisible) parts.push(nearSide(cam, s, near, colour, id));
  if (nearWheelsInFront) for (const [x, r] of s.p.wheels) parts.push(wheel(cam, s, x, r, near, id));

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450" width="800" height="450" role="img" aria-label="${escapeXml(vehicle.label)}">
<title>${escapeXml(vehicle.label)}</title>
<defs>
  <linearGradient id="bg-${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f6f9"/><stop offset="0.7" stop-color="#e3e7ed"/><stop offset="1" stop-color="#d5dae2"/></linearGradient>
  <radialGradient id="disc-${id}" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="#f1f3f6"/><stop offset="1" stop-color="#d9dde3"/></radialGradient>
  <linearGradient id="paint-${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(colour, 0.4)}"/><stop offset="0.45" stop-color="${colour}"/><stop offset="1" stop-color="${darken(colour, 0.35)}"/></linearGradient>
  <linearGradient id="glass-${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c7d6e6"/><stop offset="0.5" stop-color="#51657d"/><stop offset="1" stop-color="#263244"/></linearGradient>
  <radialGradient id="rim-${id}" cx="0.4" cy="0.4" r="0.7"><stop offset="0" stop-color="#f1f3f5"/><stop offset="1" stop-color="#9aa1a9"/></radialGradient>
  <filter id="shadow-${id}" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="9"/></filter>
</defs>
<rect width="800" height="450" fill="url(#bg-${id})"/>
${parts.join('\n')}
</svg>`;
}
