// Generates the demo media served at /media from the seed data (npm run media -w @campus/api).
// Everything it writes is committed, so neither the app nor the tests need this script or ffmpeg.
//
//   media/courses/<slug>.webp       800x450 course covers (title, category, teacher)
//   media/categories/<slug>.webp    400x300 category pictures
//   media/specialists/<slug>.webp   300x300 abstract portraits with initials
//   media/hero/hero-{1,2}.webp      1600x700 home carousel, and hero-{1,2}-mobile.webp 800x600
//   media/og-default.jpg            1200x630 share image
//   media/docs/<slug>.pdf           one small PDF per document/download resource of the seed
//   media/video/<lesson>.mp4        the demo lessons (demo-lessons.ts): slides of 60–120 s, 640x360,
//                                   H.264 baseline at 10 fps, no audio; <lesson>.webp its poster and
//                                   <lesson>.vtt its Spanish captions (the narration of each slide)
//
// The videos are made with Debian's ffmpeg (apt-get install -y ffmpeg) from PNGs this script draws
// first: one per slide, an ECG strip (1280x80, transparent) that scrolls slowly across the bottom and
// a 640x6 bar that slides in as the progress of the lesson. The slides are joined with the concat
// demuxer (each shown for its `seconds`), run from the temporary folder holding them:
//
//   ffmpeg -y -f concat -i slides.txt -loop 1 -framerate 10 -i ecg.png -loop 1 -framerate 10 -i bar.png
//     -filter_complex "[0:v]fps=10,format=rgba[s];[s][1:v]overlay=x='-mod(t*40,640)':y=262[e];
//       [e][2:v]overlay=x='-640+640*t/TOTAL':y=354,format=yuv420p[v]"
//     -map "[v]" -t TOTAL -r 10 -c:v libx264 -profile:v baseline -level 3.0 -preset veryslow -crf 32
//     -tune stillimage -g 100 -movflags +faststart -an media/video/<lesson>.mp4
//
// Without ffmpeg on the PATH, or with --skip-video, the committed videos are kept.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import {
  CATEGORIES,
  type CategoryName,
  COURSES,
  type CourseData,
  categoryImage,
  courseImage,
  SPECIALISTS,
  type SpecialistData,
  type SpecialistKey,
  specialistImage,
} from '../src/db/seed/courses-data.ts';
import { DEMO_LESSONS, type DemoLesson, demoLessonSeconds } from '../src/db/seed/demo-lessons.ts';
import { MEDIA_DIR } from '../src/lib/paths.ts';

const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";

// ── Palette and icons ────────────────────────────────────────────────────────────────────────

type Palette = { from: string; to: string };

const PALETTES: Record<CategoryName, Palette> = {
  Telemedicina: { from: '#0f766e', to: '#0891b2' },
  'Medicina Interna': { from: '#312e81', to: '#0e7490' },
  Enfermería: { from: '#065f46', to: '#0d9488' },
  Pediatría: { from: '#075985', to: '#0891b2' },
  'Urgencias y Emergencias': { from: '#1e3a8a', to: '#be123c' },
  Cardiología: { from: '#4c1d95', to: '#be185d' },
  'Diabetes y Endocrinología': { from: '#0c4a6e', to: '#059669' },
  'Salud Mental': { from: '#3730a3', to: '#7c3aed' },
  'Ginecología y Obstetricia': { from: '#831843', to: '#6d28d9' },
  'Gestión en Salud': { from: '#1e293b', to: '#0f766e' },
  Farmacología: { from: '#155e75', to: '#4f46e5' },
  'Nutrición Clínica': { from: '#14532d', to: '#0d9488' },
};

/** Line icons drawn in a 100x100 box, white on the gradient. */
const ICONS: Record<CategoryName, string> = {
  Telemedicina:
    '<rect x="8" y="14" width="84" height="56" rx="7"/><path d="M36 88h28M50 70v18"/><path d="M18 44h14l6-12 10 24 7-16 5 4h22" stroke-width="5"/>',
  'Medicina Interna':
    '<path d="M20 10h8M60 10h8"/><path d="M24 10v22a20 20 0 0 0 40 0V10"/><path d="M44 52v14a16 16 0 0 0 32 0v-8"/><circle cx="76" cy="50" r="8"/>',
  Enfermería:
    '<rect x="20" y="14" width="60" height="78" rx="8"/><rect x="36" y="6" width="28" height="16" rx="4" fill="#fff"/><path d="M50 40v30M35 55h30" stroke-width="8"/>',
  Pediatría:
    '<circle cx="25" cy="26" r="11" fill="#fff" fill-opacity=".35"/><circle cx="75" cy="26" r="11" fill="#fff" fill-opacity=".35"/><circle cx="50" cy="56" r="32"/><circle cx="39" cy="52" r="4" fill="#fff" stroke="none"/><circle cx="61" cy="52" r="4" fill="#fff" stroke="none"/><path d="M40 68q10 9 20 0"/>',
  'Urgencias y Emergencias': '<path d="M38 12h24v26h26v24H62v26H38V62H12V38h26z"/>',
  Cardiología:
    '<path d="M50 88C20 66 8 50 8 32a20 20 0 0 1 42-8 20 20 0 0 1 42 8c0 18-12 34-42 56z"/><path d="M20 48h16l6-10 8 20 6-14 4 4h20" stroke-width="5"/>',
  'Diabetes y Endocrinología':
    '<path d="M50 8C50 8 20 44 20 62a30 30 0 0 0 60 0C80 44 50 8 50 8z"/><path d="M36 64a14 14 0 0 0 14 14"/>',
  'Salud Mental':
    '<path d="M50 18c14 14 14 38 0 54-14-16-14-40 0-54z"/><path d="M45 72C29 70 15 58 11 40c16 0 28 8 34 20"/><path d="M55 72c16-2 30-14 34-32-16 0-28 8-34 20"/><path d="M24 86h52"/>',
  'Ginecología y Obstetricia': '<circle cx="50" cy="36" r="24"/><path d="M50 60v32M36 78h28"/>',
  'Gestión en Salud':
    '<path d="M10 90h80"/><rect x="18" y="62" width="14" height="22" rx="3" fill="#fff"/><rect x="43" y="50" width="14" height="34" rx="3" fill="#fff"/><rect x="68" y="38" width="14" height="46" rx="3" fill="#fff"/><path d="M14 40l22-16 16 8 30-22M70 10h12v12" stroke-width="5"/>',
  Farmacología:
    '<g transform="rotate(-45 50 50)"><rect x="14" y="36" width="72" height="28" rx="14"/><path d="M50 36h22a14 14 0 0 1 0 28H50z" fill="#fff"/></g><circle cx="26" cy="80" r="10"/>',
  'Nutrición Clínica':
    '<path d="M50 32c-8-6-30-8-34 14-4 22 12 44 24 44 6 0 6-3 10-3s4 3 10 3c12 0 28-22 24-44-4-22-26-20-34-14z"/><path d="M50 32c0-10 4-16 10-20"/><path d="M56 20c6-8 16-8 20-4-4 6-14 8-20 4z" fill="#fff"/>',
};

const icon = (category: CategoryName, transform: string, opacity = 0.95) =>
  `<g transform="${transform}" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}">${ICONS[category]}</g>`;

/** Which category colours each teacher's portrait. */
const SPECIALIST_CATEGORY: Record<SpecialistKey, CategoryName> = {
  villacres: 'Telemedicina',
  paredes: 'Diabetes y Endocrinología',
  montalvo: 'Enfermería',
  cordero: 'Urgencias y Emergencias',
  iniguez: 'Salud Mental',
  espinosa: 'Pediatría',
  jaramillo: 'Ginecología y Obstetricia',
  salgado: 'Nutrición Clínica',
};

// ── SVG helpers ──────────────────────────────────────────────────────────────────────────────

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Approximate advance width of Liberation Sans Bold, enough to wrap titles. */
function textWidth(text: string, size: number): number {
  let em = 0;
  for (const ch of text) {
    if (" .,;:!¡'|iljIíìï".includes(ch)) em += 0.28;
    else if ('frt()-«»¿?'.includes(ch)) em += 0.37;
    else if ('mwMW'.includes(ch)) em += 0.86;
    else if (/[A-ZÁÉÍÓÚÑ]/.test(ch)) em += 0.71;
    else em += 0.58;
  }
  return em * size;
}

function wrap(text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Largest size (of the candidates) at which the text fits in maxLines. */
function fit(text: string, sizes: number[], maxWidth: number, maxLines: number) {
  for (const size of sizes) {
    const lines = wrap(text, size, maxWidth);
    if (lines.length <= maxLines) return { size, lines };
  }
  const size = sizes[sizes.length - 1]!;
  return { size, lines: wrap(text, size, maxWidth) };
}

const gradient = (id: string, p: Palette, x2 = 1, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>`;
const glow = (id: string, cx: number, cy: number, r: number, opacity: number) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"><stop offset="0" stop-color="#fff" stop-opacity="${opacity}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;
const svg = (w: number, h: number, defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;

// ── Pictures ─────────────────────────────────────────────────────────────────────────────────

/** A cheap stable hash of a name, to vary the covers' composition per course. */
const hashOf = (text: string) => [...text].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);

/** The title cut to at most two lines at 26 px within `maxWidth`, with an ellipsis when cut. */
function shortTitle(name: string, maxWidth: number): string[] {
  const lines = wrap(name, 26, maxWidth);
  if (lines.length <= 2) return lines;
  let second = lines[1]!;
  while (textWidth(`${second}…`, 26) > maxWidth && second.includes(' '))
    second = second.slice(0, second.lastIndexOf(' '));
  return [lines[0]!, `${second.replace(/[,:;.]$/, '')}…`];
}

/**
 * A course cover (800x450): an illustration, not a title card. The category's pictogram large on a
 * white tile (in the category's colour) over soft light shapes, a second pictogram and small badges
 * floating around it, a dotted pattern; the category as a label; a short title and the teacher on a
 * band at the bottom. The layout (tile left or right, tilt, shapes) varies with the course's name.
 */
function courseCover(course: CourseData): string {
  const category = course.categories[0]!;
  const second =
    course.categories[1] ?? CATEGORIES[(hashOf(course.name) % CATEGORIES.length) as number]!.name;
  const palette = PALETTES[category];
  const teacher = SPECIALISTS[course.specialist];
  const h = hashOf(course.name);
  const right = h % 2 === 0;
  const tilt = ((h >> 3) % 9) - 4;
  const tileX = right ? 470 : 90;
  const tileY = 70 + ((h >> 5) % 30);
  const cx = tileX + 120;
  const cy = tileY + 120;
  const textX = right ? 40 : 400;
  const title = shortTitle(course.name, 340);
  const dots = Array.from({ length: 6 }, (_, row) =>
    Array.from(
      { length: 8 },
      (_, col) =>
        `<circle cx="${(right ? 60 : 560) + col * 22}" cy="${60 + row * 22}" r="2.6" fill="#fff" fill-opacity=".22"/>`,
    ).join(''),
  ).join('');
  const colouredIcon = `<g transform="translate(${cx - 78} ${cy - 78}) scale(1.56)" fill="none" stroke="${palette.from}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round">${ICONS[category].replaceAll('fill="#fff"', `fill="${palette.to}"`)}</g>`;
  // The second pictogram floats beside the tile, on the side away from the title.
  const badgeX = right ? tileX - 104 : tileX + 262;
  return svg(
    800,
    450,
    gradient('bg', palette, 1, 0.7) +
      glow('gl', right ? 0.75 : 0.25, 0.35, 0.55, 0.3) +
      `<filter id="blur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter>` +
      `<linearGradient id="band" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#020617" stop-opacity="0"/><stop offset="1" stop-color="#020617" stop-opacity=".55"/></linearGradient>`,
    `<rect width="800" height="450" fill="url(#bg)"/><rect width="800" height="450" fill="url(#gl)"/>
    <path d="M${right ? 380 : 0} 0h420v450H${right ? 300 : 0}z" fill="#fff" fill-opacity=".04"/>
    <circle cx="${cx}" cy="${cy}" r="190" fill="#fff" fill-opacity=".07"/><circle cx="${cx}" cy="${cy}" r="150" fill="#fff" fill-opacity=".08"/>
    <circle cx="${right ? 90 : 720}" cy="${380 - (h % 60)}" r="${70 + (h % 40)}" fill="#fff" fill-opacity=".05"/>
    ${dots}
    <g transform="rotate(${tilt} ${cx} ${cy})">
      <rect x="${tileX + 6}" y="${tileY + 18}" width="240" height="240" rx="40" fill="#020617" fill-opacity=".35" filter="url(#blur)"/>
      <rect x="${tileX}" y="${tileY}" width="240" height="240" rx="40" fill="#fff"/>
      <rect x="${tileX + 16}" y="${tileY + 16}" width="208" height="208" rx="30" fill="${palette.to}" fill-opacity=".1"/>
      ${colouredIcon}
    </g>
    <g transform="translate(${badgeX} ${tileY + 150})">
      <circle cx="40" cy="40" r="40" fill="#fff" fill-opacity=".16" stroke="#fff" stroke-opacity=".4" stroke-width="2"/>
      ${icon(second, 'translate(16 16) scale(.48)')}
    </g>
    <g transform="translate(${right ? tileX + 150 : tileX - 40} ${tileY - 18})">
      <rect width="${course.certificate ? 132 : 104}" height="34" rx="17" fill="#fff"/>
      <circle cx="20" cy="17" r="6" fill="${course.certificate ? '#f59e0b' : '#10b981'}"/>
      <text x="34" y="22.5" font-family="${FONT}" font-size="13.5" font-weight="700" fill="#0f172a">${course.certificate ? 'Certificado' : 'En línea'}</text>
    </g>
    <rect y="300" width="800" height="150" fill="url(#band)"/>
    <rect x="${textX}" y="36" width="${Math.round(textWidth(category.toUpperCase(), 13) + 1.2 * category.length + 30)}" height="28" rx="14" fill="#020617" fill-opacity=".28"/>
    <text x="${textX + 15}" y="55" font-family="${FONT}" font-size="13" font-weight="700" letter-spacing="1.2" fill="#fff">${esc(category.toUpperCase())}</text>
    <g font-family="${FONT}" font-size="26" font-weight="700" fill="#fff">${title
      .map((l, i) => `<text x="${textX}" y="${(title.length === 1 ? 392 : 362) + i * 32}">${esc(l)}</text>`)
      .join('')}</g>
    <text x="${textX}" y="424" font-family="${FONT}" font-size="15" fill="#fff" fill-opacity=".85">${esc(`${teacher.name.split(' ')[0]} ${teacher.lastname}`)}</text>`,
  );
}

function categoryPicture(category: CategoryName): string {
  return svg(
    400,
    300,
    gradient('bg', PALETTES[category]) + glow('gl', 0.5, 0.45, 0.6, 0.25),
    `<rect width="400" height="300" fill="url(#bg)"/><rect width="400" height="300" fill="url(#gl)"/>
    <circle cx="200" cy="150" r="98" fill="#fff" fill-opacity=".1"/><circle cx="200" cy="150" r="74" fill="#fff" fill-opacity=".1"/>
    ${icon(category, 'translate(145 95) scale(1.1)')}
    <circle cx="36" cy="262" r="60" fill="#fff" fill-opacity=".05"/><circle cx="370" cy="30" r="44" fill="#fff" fill-opacity=".06"/>`,
  );
}

function portrait(key: SpecialistKey, s: SpecialistData): string {
  const initials = `${s.name[0]}${s.lastname[0]}`.toUpperCase();
  return svg(
    300,
    300,
    gradient('bg', PALETTES[SPECIALIST_CATEGORY[key]]) + glow('gl', 0.3, 0.25, 0.7, 0.28),
    `<rect width="300" height="300" fill="url(#bg)"/><rect width="300" height="300" fill="url(#gl)"/>
    <path d="M40 300c8-58 52-88 110-88s102 30 110 88z" fill="#fff" fill-opacity=".14"/>
    <circle cx="150" cy="132" r="86" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>
    <text x="150" y="160" text-anchor="middle" font-family="${FONT}" font-size="80" font-weight="700" fill="#fff">${esc(initials)}</text>`,
  );
}

/** Video call on a laptop, a heart-rate card, a chat bubble and a phone (720x520 units). */
const TELEMEDICINE_SCENE = `
  <g transform="translate(96 40)">
    <rect x="0" y="0" width="560" height="350" rx="18" fill="#0f172a" fill-opacity=".9" stroke="#fff" stroke-opacity=".25" stroke-width="2"/>
    <rect x="18" y="18" width="524" height="314" rx="8" fill="url(#screen)"/>
    <path d="M180 332c0-70 44-104 100-104s100 34 100 104z" fill="#0d9488"/>
    <path d="M248 232l32 48 32-48z" fill="#fff"/>
    <circle cx="280" cy="164" r="50" fill="#115e59"/>
    <path d="M256 240c-6 30 4 52 24 52s30-22 24-52" fill="none" stroke="#0f172a" stroke-opacity=".55" stroke-width="5" stroke-linecap="round"/>
    <rect x="410" y="34" width="116" height="80" rx="8" fill="#0e7490"/>
    <circle cx="468" cy="66" r="16" fill="#a5f3fc"/><path d="M440 114c0-20 12-30 28-30s28 10 28 30z" fill="#a5f3fc"/>
    <circle cx="232" cy="300" r="14" fill="#fff"/><circle cx="280" cy="300" r="14" fill="#fff"/><circle cx="328" cy="300" r="14" fill="#ef4444"/>
    <path d="M-40 350h640l22 24H-62z" fill="#cbd5e1"/><rect x="232" y="350" width="96" height="8" rx="4" fill="#94a3b8"/>
  </g>
  <g transform="translate(0 270)">
    <rect width="210" height="118" rx="18" fill="#fff"/>
    <path d="M22 66h40l10-22 16 44 14-34 8 12h78" fill="none" stroke="#0d9488" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
    <rect x="22" y="22" width="70" height="10" rx="5" fill="#cbd5e1"/><rect x="150" y="20" width="38" height="14" rx="7" fill="#fecdd3"/>
  </g>
  <g transform="translate(20 20)">
    <rect width="170" height="70" rx="22" fill="#fff"/><path d="M34 70l-6 22 26-22z" fill="#fff"/>
    <rect x="24" y="20" width="120" height="10" rx="5" fill="#99f6e4"/><rect x="24" y="40" width="84" height="10" rx="5" fill="#cbd5e1"/>
  </g>
  <g transform="translate(600 168)">
    <rect width="120" height="232" rx="22" fill="#0f172a" stroke="#fff" stroke-opacity=".3" stroke-width="2"/>
    <rect x="10" y="16" width="100" height="200" rx="12" fill="#ecfeff"/>
    <path d="M60 102c-18-13-26-22-26-33a12 12 0 0 1 26-5 12 12 0 0 1 26 5c0 11-8 20-26 33z" fill="#f43f5e"/>
    <rect x="24" y="130" width="72" height="10" rx="5" fill="#5eead4"/><rect x="24" y="150" width="52" height="10" rx="5" fill="#cbd5e1"/><rect x="24" y="170" width="62" height="10" rx="5" fill="#cbd5e1"/>
  </g>`;

/** Course cards, a 75 % progress ring and a certificate with its seal (720x520 units). */
const LEARNING_SCENE = `
  <g transform="translate(40 120) rotate(-8)"><rect width="300" height="220" rx="18" fill="#fff" fill-opacity=".22"/></g>
  <g transform="translate(70 90) rotate(-3)">
    <rect width="320" height="250" rx="18" fill="#fff"/>
    <path d="M18 0h284a18 18 0 0 1 18 18v112H0V18A18 18 0 0 1 18 0z" fill="url(#card)"/>
    <circle cx="160" cy="65" r="30" fill="#fff" fill-opacity=".9"/><path d="M150 50v30l25-15z" fill="#0e7490"/>
    <rect x="24" y="152" width="220" height="14" rx="7" fill="#334155"/><rect x="24" y="178" width="160" height="10" rx="5" fill="#cbd5e1"/>
    <rect x="24" y="214" width="272" height="10" rx="5" fill="#e2e8f0"/><rect x="24" y="214" width="204" height="10" rx="5" fill="#14b8a6"/>
  </g>
  <g transform="translate(540 130)">
    <circle r="92" fill="#0f172a" fill-opacity=".35"/>
    <circle r="72" fill="none" stroke="#fff" stroke-opacity=".2" stroke-width="18"/>
    <circle r="72" fill="none" stroke="#5eead4" stroke-width="18" stroke-linecap="round" stroke-dasharray="339.3 452.4" transform="rotate(-90)"/>
    <path d="M-26 2l18 18 36-40" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
  <g transform="translate(330 300)">
    <rect width="360" height="210" rx="14" fill="#fff"/>
    <rect x="14" y="14" width="332" height="182" rx="8" fill="none" stroke="#99f6e4" stroke-width="3"/>
    <rect x="60" y="44" width="240" height="16" rx="8" fill="#334155"/><rect x="96" y="76" width="168" height="10" rx="5" fill="#cbd5e1"/>
    <rect x="80" y="98" width="200" height="10" rx="5" fill="#cbd5e1"/><rect x="60" y="150" width="110" height="6" rx="3" fill="#94a3b8"/>
    <circle cx="270" cy="154" r="28" fill="#f59e0b"/><circle cx="270" cy="154" r="18" fill="none" stroke="#fff" stroke-width="3"/>
    <path d="M254 178l-10 30 18-8 8 16 6-30M286 178l10 30-18-8-8 16" fill="#f59e0b"/>
  </g>`;

function hero(variant: 1 | 2, w: number, h: number): string {
  const palette: Palette =
    variant === 1 ? { from: '#0b3b4a', to: '#0891b2' } : { from: '#1e1b4b', to: '#0e7490' };
  const scene = variant === 1 ? TELEMEDICINE_SCENE : LEARNING_SCENE;
  const desktop = w > h * 1.6;
  // Desktop: scene on the right, the left half stays calm for the headline. Mobile: scene below.
  const place = desktop
    ? `translate(${w - 760} ${(h - 520) / 2})`
    : `translate(${(w - 720 * 0.82) / 2} ${h - 520 * 0.82 - 24}) scale(.82)`;
  return svg(
    w,
    h,
    gradient('bg', palette, 1, 0.6) +
      glow('gl', desktop ? 0.75 : 0.5, desktop ? 0.45 : 0.7, 0.6, 0.2) +
      gradient('screen', { from: '#e0f2fe', to: '#ccfbf1' }) +
      gradient('card', { from: '#0f766e', to: '#0891b2' }),
    `<rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" fill="url(#gl)"/>
    <circle cx="${w * 0.08}" cy="${h * 0.9}" r="${h * 0.35}" fill="#fff" fill-opacity=".04"/>
    <circle cx="${w * 0.95}" cy="${h * 0.08}" r="${h * 0.25}" fill="#fff" fill-opacity=".05"/>
    <g transform="${place}">${scene}</g>`,
  );
}

function ogImage(): string {
  return svg(
    1200,
    630,
    gradient('bg', { from: '#0f766e', to: '#3730a3' }, 1, 0.8) + glow('gl', 0.8, 0.3, 0.6, 0.22),
    `<rect width="1200" height="630" fill="url(#bg)"/><rect width="1200" height="630" fill="url(#gl)"/>
    <rect x="90" y="120" width="120" height="120" rx="28" fill="#fff"/>
    <path d="M138 146h24v30h30v24h-30v30h-24v-30h-30v-24h30z" fill="#0d9488" transform="translate(0 -8)"/>
    <text x="90" y="350" font-family="${FONT}" font-size="96" font-weight="700" fill="#fff">Campus Salud</text>
    <text x="90" y="420" font-family="${FONT}" font-size="42" fill="#fff" fill-opacity=".95">Educación médica continua en línea</text>
    <rect x="90" y="470" width="80" height="6" rx="3" fill="#5eead4"/>
    <text x="90" y="530" font-family="${FONT}" font-size="26" fill="#fff" fill-opacity=".8">Cursos para médicos, enfermeras y profesionales de la salud</text>
    <circle cx="1010" cy="190" r="96" fill="#fff" fill-opacity=".1"/>${icon('Telemedicina', 'translate(956 136) scale(1.08)')}
    <circle cx="1060" cy="420" r="62" fill="#fff" fill-opacity=".1"/>${icon('Cardiología', 'translate(1025 385) scale(.7)')}`,
  );
}

const LESSON_PALETTES: Record<DemoLesson['key'], Palette> = {
  bienvenida: { from: '#0f766e', to: '#0e7490' },
  teleconsulta: { from: '#0b3b4a', to: '#0891b2' },
  diabetes: { from: '#0c4a6e', to: '#059669' },
  comunicacion: { from: '#312e81', to: '#0e7490' },
};

/** One slide of a demo lesson (640x360): title, bullet points, the slide's place and a progress track. */
function slideFrame(lesson: DemoLesson, index: number): string {
  const slide = lesson.slides[index]!;
  const title = fit(slide.title, [28, 26, 24], 560, 1);
  let y = 146;
  const bullets = slide.bullets
    .map((b) => {
      const lines = wrap(b, 18, 520);
      const out =
        `<circle cx="50" cy="${y - 6}" r="4.5" fill="#5eead4"/>` +
        lines.map((l, i) => `<text x="66" y="${y + i * 23}">${esc(l)}</text>`).join('');
      y += lines.length * 23 + 14;
      return out;
    })
    .join('');
  return svg(
    640,
    360,
    gradient('bg', LESSON_PALETTES[lesson.key]) + glow('gl', 0.85, 0.15, 0.6, 0.2),
    `<rect width="640" height="360" fill="url(#bg)"/><rect width="640" height="360" fill="url(#gl)"/>
    <circle cx="600" cy="40" r="120" fill="#fff" fill-opacity=".05"/>
    <text x="34" y="36" font-family="${FONT}" font-size="12" font-weight="700" letter-spacing="1.6" fill="#fff" fill-opacity=".8">${esc(`CAMPUS SALUD · ${lesson.title.toUpperCase()}`)}</text>
    <text x="606" y="36" text-anchor="end" font-family="${FONT}" font-size="12" fill="#fff" fill-opacity=".7">${index + 1} / ${lesson.slides.length}</text>
    <text x="34" y="96" font-family="${FONT}" font-size="${title.size}" font-weight="700" fill="#fff">${esc(title.lines.join(' '))}</text>
    <rect x="34" y="110" width="48" height="4" rx="2" fill="#5eead4"/>
    <g font-family="${FONT}" font-size="18" fill="#fff" fill-opacity=".95">${bullets}</g>
    <rect x="0" y="354" width="640" height="6" fill="#000" fill-opacity=".25"/>`,
  );
}

const progressBar = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="6"><rect width="640" height="6" fill="#5eead4"/></svg>`;

function ecgStrip(): string {
  // One beat every 160 px, so the strip loops seamlessly when it scrolls 640 px.
  const beat = (x: number) => `M${x} 44h50l8-10 8 10h10l6 8 10-46 10 64 8-26h14l10-12 12 12h14`;
  const d = Array.from({ length: 8 }, (_, i) => beat(i * 160)).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="80" viewBox="0 0 1280 80"><path d="${d}" fill="none" stroke="#a7f3d0" stroke-opacity=".45" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
}

// ── PDF (a tiny hand-written PDF 1.4: Helvetica, WinAnsiEncoding, one page) ─────────────────

const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

function winAnsi(text: string): Buffer {
  const bytes: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    const byte = WIN_ANSI[ch] ?? (code < 0x100 ? code : 0x3f);
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) bytes.push(0x5c);
    bytes.push(byte);
  }
  return Buffer.from(bytes);
}

function wrapChars(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

type DocInfo = {
  title: string;
  course: string;
  module: string;
  lesson: string;
  teacher: string;
  points?: readonly string[];
};

function pdfDocument(doc: DocInfo): Buffer {
  const ops: Buffer[] = [];
  const raw = (s: string) => ops.push(Buffer.from(`${s}\n`, 'latin1'));
  const text = (font: 'F1' | 'F2', size: number, x: number, y: number, s: string) => {
    ops.push(
      Buffer.from(`BT /${font} ${size} Tf ${x} ${y} Td (`, 'latin1'),
      winAnsi(s),
      Buffer.from(') Tj ET\n'),
    );
  };
  // Header band.
  raw('0.059 0.463 0.431 rg 0 782 595 60 re f');
  raw('1 1 1 rg');
  text('F2', 16, 50, 806, 'Campus Salud');
  text('F1', 9, 372, 808, 'Educación médica continua en línea');
  // Title and context.
  let y = 736;
  raw('0.118 0.161 0.231 rg');
  for (const line of wrapChars(doc.title, 48)) {
    text('F2', 20, 50, y, line);
    y -= 26;
  }
  y -= 6;
  raw('0.392 0.455 0.545 rg');
  for (const [label, value] of [
    ['Curso', doc.course],
    ['Módulo', doc.module],
    ['Lección', doc.lesson],
    ['Docente', doc.teacher],
  ] as const) {
    for (const line of wrapChars(`${label}: ${value}`, 96)) {
      text('F1', 10, 50, y, line);
      y -= 14;
    }
  }
  y -= 8;
  raw(`0.8 0.835 0.882 RG 1 w 50 ${y} m 545 ${y} l S`);
  y -= 28;
  const paragraph = (s: string, indent = 0, bullet = false) => {
    raw('0.2 0.255 0.333 rg');
    wrapChars(s, 98 - indent / 5).forEach((line, i) => {
      if (bullet && i === 0) text('F1', 11, 50, y, '•');
      text('F1', 11, 50 + indent, y, line);
      y -= 16;
    });
    y -= 6;
  };
  if (doc.points?.length) {
    raw('0.059 0.463 0.431 rg');
    text('F2', 13, 50, y, 'Puntos clave');
    y -= 22;
    for (const p of doc.points) paragraph(p, 14, true);
    y -= 8;
  }
  paragraph(
    `Este material acompaña la lección «${doc.lesson}». Resume los conceptos clave presentados en la clase y sirve como referencia rápida durante la práctica: revíselo después del video y consérvelo para consultarlo cuando lo necesite.`,
  );
  paragraph(
    'Las recomendaciones de este documento no sustituyen el juicio clínico ni las normas vigentes de su establecimiento de salud. Verifique siempre dosis, indicaciones y protocolos locales antes de aplicarlos.',
  );
  raw('0.58 0.639 0.722 rg');
  text(
    'F1',
    8,
    50,
    40,
    'Campus Salud · Material para estudiantes inscritos en el curso. Prohibida su distribución.',
  );

  const content = deflateSync(Buffer.concat(ops));
  const utf16 = Buffer.from(doc.title, 'utf16le').swap16().toString('hex').toUpperCase();
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>',
    ),
    Buffer.concat([
      Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`),
      content,
      Buffer.from('\nendstream'),
    ]),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'),
    Buffer.from(`<< /Title <FEFF${utf16}> /Author (Campus Salud) /Producer (Campus Salud) >>`),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, i) => {
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    offsets.push(length);
    parts.push(chunk);
    length += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}

// ── Writing ──────────────────────────────────────────────────────────────────────────────────

const fileOf = (publicPath: string) => path.join(MEDIA_DIR, publicPath.replace(/^\/media\//, ''));

async function webp(file: string, source: string, quality = 70): Promise<void> {
  mkdirSync(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(source)).webp({ quality, effort: 6, smartSubsample: true }).toFile(file);
}

/** Empties a generated folder so renamed courses leave no stale files behind. */
function fresh(folder: string): void {
  rmSync(path.join(MEDIA_DIR, folder), { recursive: true, force: true });
  mkdirSync(path.join(MEDIA_DIR, folder), { recursive: true });
}

function collectDocuments(): Map<string, DocInfo> {
  const docs = new Map<string, DocInfo>();
  for (const course of COURSES) {
    const s = SPECIALISTS[course.specialist];
    for (const m of course.modules) {
      for (const l of m.lessons) {
        for (const r of l.resources) {
          if ((r.type === 3 || r.type === 5) && r.url.startsWith('/media/') && !docs.has(r.url)) {
            docs.set(r.url, {
              title: r.name,
              course: course.name,
              module: m.name,
              lesson: l.name,
              teacher: `${s.name} ${s.lastname}, ${s.specialty}`,
              points: r.points,
            });
          }
        }
      }
    }
  }
  return docs;
}

const hasFfmpeg = () =>
  !process.argv.includes('--skip-video') && spawnSync('ffmpeg', ['-version']).status === 0;

/** "00:01:05.500", a WebVTT timestamp. */
const vttTime = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

/** The captions: each slide's narration, its sentences sharing the slide's time evenly. */
function captions(lesson: DemoLesson): string {
  const cues: string[] = ['WEBVTT', ''];
  let start = 0;
  for (const slide of lesson.slides) {
    const step = slide.seconds / slide.narration.length;
    slide.narration.forEach((sentence, i) => {
      cues.push(`${vttTime(start + i * step)} --> ${vttTime(start + (i + 1) * step)}`, sentence, '');
    });
    start += slide.seconds;
  }
  return cues.join('\n');
}

async function makeLesson(lesson: DemoLesson, strip: Buffer): Promise<void> {
  const target = fileOf(lesson.url);
  const base = target.replace(/\.mp4$/, '');
  writeFileSync(`${base}.vtt`, captions(lesson));
  const slides = await Promise.all(
    lesson.slides.map((_, i) =>
      sharp(Buffer.from(slideFrame(lesson, i)))
        .png()
        .toBuffer(),
    ),
  );
  const ecgHead = await sharp(strip).extract({ left: 0, top: 0, width: 640, height: 80 }).toBuffer();
  await sharp(slides[0]!)
    .composite([{ input: ecgHead, left: 0, top: 262 }])
    .webp({ quality: 72 })
    .toFile(`${base}.webp`);
  if (!hasFfmpeg()) {
    console.log(
      existsSync(target)
        ? `Video ${path.basename(target)}: se conserva el existente (sin ffmpeg o con --skip-video).`
        : `AVISO: falta ffmpeg y no hay video ${path.basename(target)}.`,
    );
    return;
  }
  const total = demoLessonSeconds(lesson);
  const dir = mkdtempSync(path.join(tmpdir(), 'campus-media-'));
  try {
    for (const [i, png] of slides.entries()) writeFileSync(path.join(dir, `s${i}.png`), png);
    writeFileSync(path.join(dir, 'ecg.png'), strip);
    writeFileSync(path.join(dir, 'bar.png'), await sharp(Buffer.from(progressBar())).png().toBuffer());
    // The concat demuxer shows each file for its duration; the last is listed twice (it ignores the
    // last duration otherwise).
    const list = lesson.slides.map((sl, i) => `file 's${i}.png'\nduration ${sl.seconds}`).join('\n');
    writeFileSync(path.join(dir, 'slides.txt'), `${list}\nfile 's${lesson.slides.length - 1}.png'\n`);
    const seconds = String(total);
    const result = spawnSync(
      'ffmpeg',
      [
        ['-y', '-loglevel', 'error'],
        ['-f', 'concat', '-i', 'slides.txt'],
        ['-loop', '1', '-framerate', '10', '-i', 'ecg.png'],
        ['-loop', '1', '-framerate', '10', '-i', 'bar.png'],
        [
          '-filter_complex',
          `[0:v]fps=10,format=rgba[s];[s][1:v]overlay=x='-mod(t*40,640)':y=262[e];[e][2:v]overlay=x='-640+640*t/${total}':y=354,format=yuv420p[v]`,
        ],
        ['-map', '[v]', '-t', seconds, '-r', '10'],
        ['-c:v', 'libx264', '-profile:v', 'baseline', '-level', '3.0', '-preset', 'veryslow'],
        ['-crf', '32', '-tune', 'stillimage', '-g', '100', '-movflags', '+faststart', '-an', target],
      ].flat(),
      { cwd: dir, stdio: 'inherit' },
    );
    if (result.status !== 0) throw new Error(`ffmpeg falló al generar ${path.basename(target)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function folderSize(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, e) => {
    const p = path.join(dir, e.name);
    return sum + (e.isDirectory() ? folderSize(p) : statSync(p).size);
  }, 0);
}

async function main(): Promise<void> {
  for (const folder of ['courses', 'categories', 'specialists', 'hero', 'docs']) fresh(folder);
  mkdirSync(path.join(MEDIA_DIR, 'video'), { recursive: true });

  await Promise.all([
    ...COURSES.map((c) => webp(fileOf(courseImage(c)), courseCover(c))),
    ...CATEGORIES.map((c) => webp(fileOf(categoryImage(c)), categoryPicture(c.name))),
    ...(Object.keys(SPECIALISTS) as SpecialistKey[]).map((k) =>
      webp(fileOf(specialistImage(SPECIALISTS[k])), portrait(k, SPECIALISTS[k]), 72),
    ),
    webp(path.join(MEDIA_DIR, 'hero/hero-1.webp'), hero(1, 1600, 700), 72),
    webp(path.join(MEDIA_DIR, 'hero/hero-2.webp'), hero(2, 1600, 700), 72),
    webp(path.join(MEDIA_DIR, 'hero/hero-1-mobile.webp'), hero(1, 800, 600), 72),
    webp(path.join(MEDIA_DIR, 'hero/hero-2-mobile.webp'), hero(2, 800, 600), 72),
    sharp(Buffer.from(ogImage()))
      .jpeg({ quality: 82, mozjpeg: true })
      .toFile(path.join(MEDIA_DIR, 'og-default.jpg')),
  ]);

  const docs = collectDocuments();
  for (const [url, info] of docs) writeFileSync(fileOf(url), pdfDocument(info));

  const strip = await sharp(Buffer.from(ecgStrip())).png().toBuffer();
  for (const lesson of DEMO_LESSONS) await makeLesson(lesson, strip);

  console.log(
    `Listo: ${COURSES.length} portadas, ${CATEGORIES.length} categorías, ${Object.keys(SPECIALISTS).length} retratos, ` +
      `4 imágenes de portada, ${docs.size} PDF, ${DEMO_LESSONS.length} clases; media/ ocupa ${(folderSize(MEDIA_DIR) / 1024).toFixed(0)} KB.`,
  );
}

await main();
