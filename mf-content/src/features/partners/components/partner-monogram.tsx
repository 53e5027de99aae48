import styles from './partners.module.css';

/** Dark ink on a light colour, white on a dark one (relative luminance, WCAG). */
function inkOn(hex: string): string {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! > 0.25 ? '#1b1c20' : '#ffffff';
}

/** A partner's initials on its colour, in place of a logo (no third-party image). */
export function PartnerMonogram({ name, colour, size = 64 }: { name: string; colour: string; size?: number }) {
  const letters = name
    .split(/\s+/)
    .filter((w) => /^[A-ZÀ-Ý]/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
  return (
    <span
      className={styles.monogram}
      style={{ background: colour, color: inkOn(colour), width: size, height: size, fontSize: size * 0.38 }}
      aria-hidden="true"
    >
      {letters}
    </span>
  );
}
