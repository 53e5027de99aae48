/**
 * Stylised side-view "photos" of a vehicle, drawn as SVG (no network, no image files):
 * silhouette by body type in the vehicle's colour, wheels, glass, lights, soft background and
 * ground shadow. Frames differ by viewpoint (mirror, close-ups) and background.
 */
import { GROUND_Y, PROFILES, roundedPath, type BodyProfile } from './body-profiles';
import { darken, escapeXml, lighten, luminance } from './colour';

export interface VehicleDrawing {
  bodyType: string;
  colour: string;
  /** Used for the alt text (<title>). */
  label: string;
}

/** The car itself as an SVG group (reused by illustrations). `id` makes gradient ids unique. */
export function vehicleGroup(bodyType: string, colour: string, id: string): string {
  const p: BodyProfile = PROFILES[bodyType] ?? PROFILES.berline!;
  const dark = darken(colour, 0.35);
  const light = lighten(colour, 0.45);
  const line = luminance(colour) > 0.6 ? darken(colour, 0.3) : darken(colour, 0.45);
  const body = roundedPath(p.body);
  const sillTop = GROUND_Y - 58;
  const wheels = p.wheels
    .map(([x, r]) => {
      const cy = GROUND_Y - r;
      const spokes = [0, 72, 144, 216, 288]
        .map((a) => {
          const rad = (a * Math.PI) / 180;
          const x2 = x + Math.cos(rad) * r * 0.55;
          const y2 = cy + Math.sin(rad) * r * 0.55;
          return `<line x1="${x}" y1="${cy}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="#8d939b" stroke-width="${(r * 0.12).toFixed(1)}" stroke-linecap="round"/>`;
        })
        .join('');
      return (
        `<circle cx="${x}" cy="${cy}" r="${r + 7}" fill="#15171b"/>` +
        `<circle cx="${x}" cy="${cy}" r="${r}" fill="#202226"/>` +
        `<circle cx="${x}" cy="${cy}" r="${(r * 0.64).toFixed(1)}" fill="url(#rim-${id})"/>` +
        spokes +
        `<circle cx="${x}" cy="${cy}" r="${(r * 0.16).toFixed(1)}" fill="#5b6168"/>`
      );
    })
    .join('');
  const windows = p.windows
    .map(
      (w) => `<path d="${roundedPath(w)}" fill="url(#glass-${id})" stroke="${darken(colour, 0.55)}" stroke-width="3"/>`,
    )
    .join('');
  const doors = p.doors
    .map(
      ([x, y1, y2]) =>
        `<line x1="${x}" y1="${y1}" x2="${x}" y2="${y2}" stroke="${line}" stroke-width="2" opacity="0.6"/>`,
    )
    .join('');
  const handles = p.doors
    .slice(0, 2)
    .map(
      ([x, y1, y2]) =>
        `<rect x="${x - 34}" y="${Math.round(y1 + (y2 - y1) * 0.42)}" width="22" height="5" rx="2.5" fill="${darken(colour, 0.4)}"/>`,
    )
    .join('');
  const [hx, hy] = p.headlight;
  const [tx, ty] = p.taillight;
  const front = Math.max(...p.body.map((pt) => pt[0]));
  const rear = Math.min(...p.body.map((pt) => pt[0]));
  const openTop = p.openTop
    ? `<path d="M150 236 Q170 212 230 214 L300 220 Q320 226 320 236 Z" fill="${darken(colour, 0.6)}"/>`
    : '';
  const extra = p.extra ? `<path d="${roundedPath(p.extra)}" fill="${dark}"/>` : '';
  return `<g>
  <defs>
    <linearGradient id="paint-${id}" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${light}"/>
      <stop offset="0.45" stop-color="${colour}"/>
      <stop offset="1" stop-color="${dark}"/>
    </linearGradient>
    <linearGradient id="glass-${id}" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#c7d6e6"/>
      <stop offset="0.5" stop-color="#51657d"/>
      <stop offset="1" stop-color="#263244"/>
    </linearGradient>
    <radialGradient id="rim-${id}" cx="0.4" cy="0.4" r="0.7">
      <stop offset="0" stop-color="#f1f3f5"/>
      <stop offset="1" stop-color="#9aa1a9"/>
    </radialGradient>
  </defs>
  ${extra}
  <path d="${body}" fill="url(#paint-${id})" stroke="${line}" stroke-width="2.5"/>
  ${openTop}
  <path d="M${rear + 8} ${sillTop} L${front - 8} ${sillTop}" stroke="${darken(colour, 0.25)}" stroke-width="3" opacity="0.5"/>
  <rect x="${rear + 4}" y="${sillTop + 6}" width="${front - rear - 8}" height="20" rx="8" fill="#23262b" opacity="0.55"/>
  ${windows}
  ${doors}
  ${handles}
  <path d="M${hx - 26} ${hy - 8} Q${hx} ${hy - 14} ${hx + 16} ${hy - 2} L${hx + 10} ${hy + 8} Q${hx - 10} ${hy + 8} ${hx - 26} ${hy + 2} Z" fill="#fff6d5" stroke="${darken(colour, 0.5)}" stroke-width="2"/>
  <path d="M${tx - 6} ${ty - 10} L${tx + 22} ${ty - 8} L${tx + 20} ${ty + 8} L${tx - 4} ${ty + 10} Z" fill="#c81e2b" stroke="#7d0f17" stroke-width="2"/>
  ${wheels}
</g>`;
}

interface Frame {
  background: string;
  mirror: boolean;
  /** viewBox crop for close-ups. */
  viewBox: string;
}

function frame(n: number, id: string): Frame {
  const kind = (n - 1) % 6;
  const hueShift = Math.floor((n - 1) / 6);
  const studio = ['#eef2f7', '#f4efe8', '#eef4ee'][hueShift % 3]!;
  const full = '0 0 800 450';
  switch (kind) {
    case 1:
      return {
        mirror: true,
        viewBox: full,
        background: `<defs><linearGradient id="bg-${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f1e6"/><stop offset="1" stop-color="#e4d8c4"/></linearGradient></defs><rect width="800" height="450" fill="url(#bg-${id})"/><rect y="${GROUND_Y}" width="800" height="78" fill="#d8cab1"/>`,
      };
    case 2:
      return {
        mirror: false,
        viewBox: full,
        background: `<defs><radialGradient id="bg-${id}" cx="0.5" cy="0.45" r="0.7"><stop offset="0" stop-color="#4a515c"/><stop offset="1" stop-color="#16181c"/></radialGradient></defs><rect width="800" height="450" fill="url(#bg-${id})"/><ellipse cx="400" cy="${GROUND_Y + 10}" rx="380" ry="40" fill="#30353d"/>`,
      };
    case 3:
      return {
        mirror: true,
        viewBox: full,
        background: `<defs><linearGradient id="bg-${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9fd0f2"/><stop offset="1" stop-color="#e8f4fb"/></linearGradient></defs><rect width="800" height="450" fill="url(#bg-${id})"/><path d="M0 300 Q160 230 330 280 T800 260 L800 ${GROUND_Y} L0 ${GROUND_Y} Z" fill="#9cc28f"/><rect y="${GROUND_Y - 6}" width="800" height="84" fill="#6f757c"/><path d="M0 ${GROUND_Y + 40} H800" stroke="#f5f5f5" stroke-width="4" stroke-dasharray="40 30"/>`,
      };
    case 4:
      return { mirror: false, viewBox: '420 120 380 214', background: studioBg(studio, id) };
    case 5:
      return { mirror: false, viewBox: '40 120 380 214', background: studioBg(studio, id) };
    default:
      return { mirror: false, viewBox: full, background: studioBg(studio, id) };
  }
}

function studioBg(colour: string, id: string): string {
  return `<defs><linearGradient id="bg-${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="${darken(colour, 0.08)}"/></linearGradient></defs><rect width="800" height="450" fill="url(#bg-${id})"/><rect y="${GROUND_Y}" width="800" height="78" fill="${darken(colour, 0.12)}"/>`;
}

export function vehicleSvg(vehicle: VehicleDrawing, n: number): string {
  const id = `v${n}`;
  const f = frame(n, id);
  const car = vehicleGroup(vehicle.bodyType, vehicle.colour, id);
  const transform = f.mirror ? ' transform="translate(800 0) scale(-1 1)"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${f.viewBox}" width="800" height="450" role="img" aria-label="${escapeXml(vehicle.label)}">
<title>${escapeXml(vehicle.label)}</title>
${f.background}
<defs><filter id="shadow-${id}" x="-20%" y="-200%" width="140%" height="500%"><feGaussianBlur stdDeviation="10"/></filter></defs>
<ellipse cx="400" cy="${GROUND_Y + 4}" rx="330" ry="16" fill="#000" opacity="0.28" filter="url(#shadow-${id})"/>
<g${transform}>${car}</g>
</svg>`;
}
