import { inLanguage, type Localised } from '../i18n/inLanguage.ts';
import type { Language } from '../../shared/i18n/languages.ts';
import { Hono } from 'hono';
import { PICTURES_PATH } from '../../shared/accommodation/imageProxy.ts';
import { picturePathSchema } from '../../shared/accommodation/imageModifiers.ts';
import { notFound } from '../kit/badRequest.ts';

/**
 * The provider's picture host, drawn: a few pictures per accommodation, each with its width and
 * height (SPEC §3 image meta), served as originals at `/webcc-api/v1/pictures/{code}/{n}.svg`.
 * The portal's image proxy asks for them; in production Cloudflare resizes the real ones.
 */
const PICTURES_BASE = `/webcc-api${PICTURES_PATH}`;

interface Scene {
  sky: string;
  land: string;
  house: string;
  roof: string;
  labels: Record<'en' | 'de', string>[];
}

const SCENES: Record<string, Scene> = {
  'IT3020.100.1': {
    sky: '#9fd3f5',
    land: '#6f8f3a',
    house: '#e8cfa0',
    roof: '#b5533c',
    labels: [
      { en: 'Casa Lucia: stone house with olive trees', de: 'Casa Lucia: Steinhaus mit Olivenbäumen' },
      { en: 'Casa Lucia: terrace above the lake', de: 'Casa Lucia: Terrasse über dem See' },
      { en: 'Casa Lucia: garden at dusk', de: 'Casa Lucia: Garten in der Abenddämmerung' },
    ],
  },
  'AT6370.200.4': {
    sky: '#c9e4ff',
    land: '#f4f7fb',
    house: '#8a5a33',
    roof: '#4b2e1a',
    labels: [
      {
        en: 'Chalet Alpenglühn: wooden chalet below the mountains',
        de: 'Chalet Alpenglühn: Holzchalet unter den Bergen',
      },
      { en: 'Chalet Alpenglühn: the slopes in winter', de: 'Chalet Alpenglühn: die Pisten im Winter' },
      { en: 'Chalet Alpenglühn: living room with fireplace', de: 'Chalet Alpenglühn: Wohnzimmer mit Kamin' },
    ],
  },
  'DK1050.12.1': {
    sky: '#d7ecf7',
    land: '#e6d39a',
    house: '#f2f2ea',
    roof: '#8a7a4a',
    labels: [
      { en: 'Klitgården: thatched cottage in the dunes', de: 'Klitgården: Reetdachhaus in den Dünen' },
      { en: 'Klitgården: the beach at Blåvand', de: 'Klitgården: der Strand von Blåvand' },
    ],
  },
};

/** The pictures' sizes differ, as real ones do; the portal draws each at its own ratio. */
const SIZES = [
  { width: 1200, height: 800 },
  { width: 1280, height: 720 },
  { width: 960, height: 720 },
];

interface PictureMeta {
  path: string;
  width: number;
  height: number;
  alt: string;
}

/** The main pictures of the houses without a gallery of their own, as the seed describes them. */
const MAIN_PICTURES: Localised[] = [
  {
    en: 'Casa Almendro: white finca among almond trees',
    de: 'Casa Almendro: weiße Finca zwischen Mandelbäumen',
  },
  {
    en: 'Haus Dünenblick: brick house behind the dunes',
    de: 'Haus Dünenblick: Backsteinhaus hinter den Dünen',
  },
  {
    en: 'Mas des Lavandes: stone farmhouse among lavender fields',
    de: 'Mas des Lavandes: Steinbauernhaus zwischen Lavendelfeldern',
  },
  {
    en: 'Casa do Farol: whitewashed house above the cliffs',
    de: 'Casa do Farol: weiß getünchtes Haus über den Klippen',
  },
  {
    en: 'Villa Maslina: stone villa with a view of the sea',
    de: 'Villa Maslina: Steinvilla mit Blick aufs Meer',
  },
];

/**
 * A house's main picture described in a language (webcc-api answers it in the language asked for):
 * the row keeps the English, as it does a region's name.
 */
export function pictureAltIn(english: string, lang: Language): string {
  const described = [...Object.values(SCENES).flatMap((scene) => scene.labels), ...MAIN_PICTURES].find(
    (text) => text.en === english,
  );
  return described ? inLanguage(described, lang) : english;
}

export function picturesOf(code: string, lang: Language = 'en'): PictureMeta[] {
  const scene = SCENES[code];
  if (!scene) return [];
  return scene.labels.map((label, index) => ({
    path: `${code}/${index + 1}.svg`,
    ...SIZES[index % SIZES.length]!,
    alt: inLanguage(label, lang),
  }));
}

function drawing(scene: Scene, index: number, width: number, height: number): string {
  const horizon = Math.round(height * (0.55 + index * 0.05));
  const houseWidth = Math.round(width * 0.3);
  const houseHeight = Math.round(height * 0.25);
  const x = Math.round(width * (0.2 + index * 0.15));
  const y = horizon - houseHeight;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${scene.sky}"/>
<circle cx="${Math.round(width * 0.8)}" cy="${Math.round(height * 0.2)}" r="${Math.round(height * 0.08)}" fill="#ffd76a"/>
<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${scene.land}"/>
<rect x="${x}" y="${y}" width="${houseWidth}" height="${houseHeight}" fill="${scene.house}"/>
<polygon points="${x - 20},${y} ${x + houseWidth / 2},${y - houseHeight * 0.6} ${x + houseWidth + 20},${y}" fill="${scene.roof}"/>
</svg>`;
}

/** The originals, drawn on request; they never change, so they may be kept for a year. */
export function pictureRoutes() {
  const routes = new Hono();
  routes.get(`${PICTURES_BASE}/*`, (c) => {
    const path = c.req.path.slice(PICTURES_BASE.length + 1);
    const match = picturePathSchema.safeParse(path).success ? /^([^/]+)\/(\d+)\.svg$/.exec(path) : null;
    const scene = match ? SCENES[match[1]!] : undefined;
    const index = match ? Number(match[2]) - 1 : -1;
    if (!scene || !scene.labels[index]) return notFound(c, 'picture');
    const { width, height } = SIZES[index % SIZES.length]!;
    return c.body(drawing(scene, index, width, height), 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
  return routes;
}
