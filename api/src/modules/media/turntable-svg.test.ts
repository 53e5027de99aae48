import { BODY_TYPES, VIEW_360_FRAME_COUNT } from '@ga/contracts';
import { turntableSvg } from './turntable-svg';

describe('turntableSvg', () => {
  it('draws every frame of every body type with finite coordinates inside the canvas', () => {
    for (const bodyType of BODY_TYPES) {
      const frames = Array.from({ length: VIEW_360_FRAME_COUNT }, (_, i) =>
        turntableSvg({ bodyType, colour: '#2f6fb5', label: `${bodyType} <test>` }, i, VIEW_360_FRAME_COUNT),
      );
      expect(new Set(frames).size).toBe(VIEW_360_FRAME_COUNT);
      for (const svg of frames) {
        expect(svg).not.toMatch(/NaN|Infinity|undefined/);
        expect(svg).toContain('&lt;test&gt;');
        const points = [...svg.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map(
          (m) => [Number(m[1]), Number(m[2])] as const,
        );
        expect(points.length).toBeGreaterThan(50);
        const outside = points.filter(([x, y]) => x < 0 || x > 800 || y < 0 || y > 450);
        expect(outside).toEqual([]);
      }
    }
  });

  it('shows the front lights at 90° and the rear lights at 270°, not the other way round', () => {
    const front = turntableSvg({ bodyType: 'berline', colour: '#b4232c', label: 'x' }, 9, 36);
    const rear = turntableSvg({ bodyType: 'berline', colour: '#b4232c', label: 'x' }, 27, 36);
    expect(front).toContain('#1d2026'); // grille
    expect(rear).not.toContain('#1d2026');
    expect((rear.match(/#c81e2b/g) ?? []).length).toBeGreaterThanOrEqual(2);
  });
});
