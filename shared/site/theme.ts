/** SPEC §5: 3- or 6-digit hex, with or without a leading #. */
export function parseHexColor(input: string): string {
  const hex = input.trim().replace(/^#/, '');
  if (!/^([0-9a-f]{3}|[0-9a-f]{6})$/i.test(hex)) throw new Error('Could not parse Hex Color');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return `#${full.toLowerCase()}`;
}

interface Hsl {
  h: number;
  s: number;
  l: number;
}

function toHsl(hex: string): Hsl {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l: l * 100 };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: h * 60, s: s * 100, l: l * 100 };
}

function toHex({ h, s, l }: Hsl): string {
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return `#${[f(0), f(8), f(4)]
    .map((v) =>
      Math.round(v * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The colour with its HSL lightness raised by `points` (capped at 100). */
export function lighten(hex: string, points: number): string {
  const hsl = toHsl(parseHexColor(hex));
  return toHex({ ...hsl, l: Math.min(100, hsl.l + points) });
}

/** SPEC §9: for thm and cta, hover +10, active +20, light +30 lightness unless given. */
const SHADES = { hover: 10, active: 20, light: 30 } as const;
const SHADED = ['thm', 'cta'];

const NAME = /^[a-z][a-z0-9-]{0,30}$/;

/**
 * The most colours a visit is given: more than the stylesheet has, and few enough that the cookie
 * keeping them stays small, however many `color-*` parameters a link carries.
 */
const MAX_COLORS = 32;

interface ThemeResult {
  /** CSS custom property name (without --) to colour. */
  colors: Record<string, string>;
  /** Parameters that could not be used, for the log. */
  rejected: string[];
}

/** The theme of `color-*` parameters: valid colours, derived shades, and what was refused. */
export function themeFromParams(params: Iterable<[string, string]>): ThemeResult {
  const given: Record<string, string> = {};
  const rejected: string[] = [];
  for (const [key, value] of params) {
    if (!key.startsWith('color-')) continue;
    const name = key.slice('color-'.length);
    try {
      if (!NAME.test(name)) throw new Error('Could not parse Hex Color');
      if (!Object.hasOwn(given, name) && Object.keys(given).length >= MAX_COLORS)
        throw new Error('Too many colours');
      given[name] = parseHexColor(value);
    } catch {
      rejected.push(key);
    }
  }
  const colors = { ...given };
  for (const base of SHADED) {
    const color = given[base];
    if (!color) continue;
    for (const [shade, points] of Object.entries(SHADES))
      colors[`${base}-${shade}`] ??= lighten(color, points);
  }
  return { colors, rejected };
}

/** `:root{--thm:#123456;...}` for the page's head. Values are parsed hex, so nothing can break out. */
export function themeCss(colors: Record<string, string>): string {
  const declarations = Object.entries(colors)
    .filter(([name, value]) => NAME.test(name) && /^#[0-9a-f]{6}$/.test(value))
    .map(([name, value]) => `--${name}:${value}`);
  return declarations.length > 0 ? `:root{${declarations.join(';')}}` : '';
}
