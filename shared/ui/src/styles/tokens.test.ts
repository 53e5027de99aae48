import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cssVar, cssVarName, mediaUp, tokens } from './tokens';

const css = readFileSync(join(__dirname, 'tokens.css'), 'utf8');
const declared = new Map(
  Array.from(css.matchAll(/(--ga-[a-z0-9-]+):\s*([^;]+);/g), (m) => [m[1]!, m[2]!.trim().replace(/\s+/g, ' ')]),
);

describe('design tokens', () => {
  it('declares every TS token as a CSS custom property with the same value', () => {
    for (const [group, values] of Object.entries(tokens)) {
      for (const [key, value] of Object.entries(values)) {
        expect([
          cssVarName(group as keyof typeof tokens, key),
          declared.get(cssVarName(group as keyof typeof tokens, key)),
        ]).toEqual([cssVarName(group as keyof typeof tokens, key), value]);
      }
    }
  });

  it('has no CSS token missing from the TS object', () => {
    const count = Object.values(tokens).reduce((n, values) => n + Object.keys(values).length, 0);
    expect(declared.size).toBe(count);
  });

  it('names variables in kebab case', () => {
    expect(cssVarName('color', 'primaryHover')).toBe('--ga-color-primary-hover');
    expect(cssVarName('color', 'gray500')).toBe('--ga-color-gray-500');
    expect(cssVarName('fontSize', '2xl')).toBe('--ga-font-size-2xl');
    expect(cssVarName('zIndex', 'modal')).toBe('--ga-z-index-modal');
    expect(cssVar('space', '4')).toBe('var(--ga-space-4)');
  });

  it('gives media queries from the breakpoints', () => {
    expect(mediaUp.md).toBe('(min-width: 768px)');
  });

  it('keeps the accent readable on white (AA, 4.5:1)', () => {
    const lum = (hex: string): number => {
      const [r, g, b] = [1, 3, 5]
        .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
        .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (a: string, b: string): number => {
      const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
      return (x! + 0.05) / (y! + 0.05);
    };
    for (const colour of [
      tokens.color.accent,
      tokens.color.primary,
      tokens.color.success,
      tokens.color.info,
      tokens.color.warning,
      tokens.color.danger,
      tokens.color.textMuted,
    ]) {
      expect(contrast(colour, tokens.color.white)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
