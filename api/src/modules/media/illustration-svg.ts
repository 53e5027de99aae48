/**
 * Banner, slide and news illustrations drawn as SVG (1200 × 600), chosen by name.
 */
import { darken, escapeXml, lighten } from './colour';
import { vehicleGroup } from './vehicle-svg';

interface Theme {
  bg: string;
  accent: string;
  cars: readonly (readonly [string, string])[];
  motif: 'percent' | 'swap' | 'truck' | 'euro' | 'van' | 'row' | 'spark' | 'plug' | 'doc' | 'none';
}

const THEMES: Record<string, Theme> = {
  'banner-remises': { bg: '#0b3d91', accent: '#ffd23f', cars: [['suv', '#e8ecf1']], motif: 'percent' },
  'banner-reprise': {
    bg: '#f2a900',
    accent: '#1b1c20',
    cars: [
      ['citadine', '#b4232c'],
      ['suv', '#233a5e'],
    ],
    motif: 'swap',
  },
  'banner-livraison': { bg: '#1f7a4d', accent: '#ffffff', cars: [['berline', '#f2f3f1']], motif: 'truck' },
  'banner-financement': { bg: '#6b2fa3', accent: '#ffd23f', cars: [['break', '#a3a8ad']], motif: 'euro' },
  'banner-pro': { bg: '#263238', accent: '#f2a900', cars: [['fourgon', '#f4f5f3']], motif: 'van' },
  'slide-stock': {
    bg: '#dfe8f3',
    accent: '#0b3d91',
    cars: [
      ['citadine', '#b4232c'],
      ['suv', '#2f6fb5'],
      ['berline', '#16181d'],
    ],
    motif: 'row',
  },
  'slide-nouveautes': { bg: '#f3ede2', accent: '#c8642a', cars: [['coupe', '#c8642a']], motif: 'spark' },
  'slide-electrique': { bg: '#e3f4ec', accent: '#1f7a4d', cars: [['suv', '#f2f3f1']], motif: 'plug' },
  'slide-utilitaires': {
    bg: '#e9ecef',
    accent: '#22468a',
    cars: [
      ['fourgonnette', '#f4f5f3'],
      ['pick-up', '#22468a'],
    ],
    motif: 'row',
  },
  'news-recharge': { bg: '#e3f4ec', accent: '#1f7a4d', cars: [['citadine', '#2f6fb5']], motif: 'plug' },
  'news-mandataire': { bg: '#dfe8f3', accent: '#0b3d91', cars: [['berline', '#5d636a']], motif: 'doc' },
  'news-financement': { bg: '#efe6f7', accent: '#6b2fa3', cars: [['suv', '#16181d']], motif: 'euro' },
  'news-reprise': { bg: '#fdf1d6', accent: '#b07900', cars: [['break', '#2f5a43']], motif: 'swap' },
  'news-utilitaire': { bg: '#e9ecef', accent: '#22468a', cars: [['fourgon', '#f4f5f3']], motif: 'van' },
  'news-critair': { bg: '#e8f2fb', accent: '#2f6fb5', cars: [['citadine', '#cbb894']], motif: 'doc' },
  'news-livraison': { bg: '#e3f1e8', accent: '#1f7a4d', cars: [['suv', '#b4232c']], motif: 'truck' },
  'news-hybride': { bg: '#eef4ee', accent: '#2f5a43', cars: [['berline', '#2f5a43']], motif: 'plug' },
  'campagne-portes-ouvertes': {
    bg: '#0b3d91',
    accent: '#ffd23f',
    cars: [
      ['citadine', '#b4232c'],
      ['suv', '#e8ecf1'],
    ],
    motif: 'spark',
  },
  'campagne-utilitaires': {
    bg: '#263238',
    accent: '#f2a900',
    cars: [
      ['fourgonnette', '#f4f5f3'],
      ['fourgon', '#22468a'],
    ],
    motif: 'van',
  },
  'campagne-electrique': { bg: '#1f7a4d', accent: '#ffffff', cars: [['citadine', '#f2f3f1']], motif: 'plug' },
  'promo-utilitaires': { bg: '#f2a900', accent: '#1b1c20', cars: [['fourgon', '#f4f5f3']], motif: 'percent' },
  'promo-code': { bg: '#6b2fa3', accent: '#ffd23f', cars: [['berline', '#e8ecf1']], motif: 'percent' },
  'promo-soldes': { bg: '#b4232c', accent: '#ffffff', cars: [['suv', '#16181d']], motif: 'percent' },
};

export const ILLUSTRATION_NAME = /^[a-z0-9][a-z0-9-]{0,60}$/;

function fallbackTheme(name: string): Theme {
  let h = 0;
  for (const c of name) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  const palette = ['#dfe8f3', '#f3ede2', '#e3f4ec', '#efe6f7', '#e9ecef'];
  const bodies = ['citadine', 'berline', 'suv', 'break', 'monospace'];
  const colours = ['#b4232c', '#2f6fb5', '#16181d', '#a3a8ad', '#2f5a43'];
  return { bg: palette[h % 5]!, accent: '#0b3d91', cars: [[bodies[h % 5]!, colours[(h >> 3) % 5]!]], motif: 'none' };
}

function motifSvg(motif: Theme['motif'], accent: string, bg: string): string {
  const soft = lighten(accent, 0.2);
  switch (motif) {
    case 'percent':
      return `<circle cx="960" cy="170" r="110" fill="${accent}"/><text x="960" y="205" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="100" fill="${bg}">%</text>`;
    case 'euro':
      return `<circle cx="980" cy="160" r="96" fill="${accent}"/><text x="980" y="195" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="104" fill="${bg}">€</text><path d="M780 260 L850 210 L900 235 L980 150" stroke="${soft}" stroke-width="14" fill="none" stroke-linecap="round"/>`;
    case 'swap':
      return `<path d="M520 120 H700 l-30 -30 M700 120 l-30 30" stroke="${accent}" stroke-width="16" fill="none" stroke-linecap="round" stroke-linejoin="round"/><path d="M700 190 H520 l30 -30 M520 190 l30 30" stroke="${accent}" stroke-width="16" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    case 'truck':
      return `<rect x="780" y="90" width="260" height="120" rx="14" fill="${accent}" opacity="0.9"/><rect x="1040" y="130" width="90" height="80" rx="12" fill="${accent}"/><circle cx="840" cy="220" r="24" fill="${darken(bg, 0.6)}"/><circle cx="1090" cy="220" r="24" fill="${darken(bg, 0.6)}"/>`;
    case 'plug':
      return `<path d="M990 60 L930 190 H990 L960 300 L1060 150 H1000 L1040 60 Z" fill="${accent}"/>`;
    case 'spark':
      return `<path d="M980 80 L1000 150 L1070 170 L1000 190 L980 260 L960 190 L890 170 L960 150 Z" fill="${accent}"/>`;
    case 'doc':
      return `<rect x="900" y="60" width="170" height="220" rx="16" fill="#ffffff" stroke="${accent}" stroke-width="8"/><path d="M930 120 H1040 M930 160 H1040 M930 200 H1000" stroke="${accent}" stroke-width="10" stroke-linecap="round"/>`;
    default:
      return '';
  }
}

export function illustrationSvg(name: string): string {
  const theme = THEMES[name] ?? fallbackTheme(name);
  const count = theme.cars.length;
  const scale = count === 1 ? 1.05 : count === 2 ? 0.78 : 0.6;
  const cars = theme.cars
    .map(([body, colour], i) => {
      const width = 800 * scale;
      const x = count === 1 ? 140 : 40 + i * (1120 / count);
      const y = 600 - 450 * scale - 40;
      return (
        `<g transform="translate(${x.toFixed(0)} ${y.toFixed(0)}) scale(${scale})"><ellipse cx="400" cy="376" rx="320" ry="14" fill="#000" opacity="0.18"/>${vehicleGroup(body, colour, `i${i}`)}</g>` +
        (width ? '' : '')
      );
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 600" width="1200" height="600" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="ill-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(theme.bg, 0.12)}"/><stop offset="1" stop-color="${darken(theme.bg, 0.12)}"/></linearGradient></defs>
<rect width="1200" height="600" fill="url(#ill-bg)"/>
<circle cx="1100" cy="80" r="260" fill="#ffffff" opacity="0.08"/>
<circle cx="120" cy="560" r="200" fill="#ffffff" opacity="0.06"/>
<rect y="540" width="1200" height="60" fill="${darken(theme.bg, 0.2)}" opacity="0.5"/>
${motifSvg(theme.motif, theme.accent, theme.bg)}
${cars}
</svg>`;
}
