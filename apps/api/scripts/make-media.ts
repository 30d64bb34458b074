// Generates the demo media served at /media from the seed data (npm run media -w @campus/api).
// Everything it writes is committed, so neither the app nor the tests need this script or ffmpeg.
//
//   media/courses/<slug>.webp       800x450 course covers (title, category, teacher)
//   media/categories/<slug>.webp    400x300 category pictures
//   media/specialists/<slug>.webp   300x300 abstract portraits with initials
//   media/hero/hero-{1,2}.webp      1600x700 home carousel, and hero-{1,2}-mobile.webp 800x600
//   media/og-default.jpg            1200x630 share image
//   media/docs/<slug>.pdf           one small PDF per document/download resource of the seed
//   media/video/demo-clase.webp     640x360 poster of the demo class
//   media/video/demo-clase.mp4      6 s, 640x360, H.264 baseline, no audio
//
// The video is made with Debian's ffmpeg (apt-get install -y ffmpeg) from two PNGs this script
// draws first (frame.png: the background with the texts; ecg.png: a 1280x80 transparent ECG strip
// that scrolls across the frame). The exact command, run from the temporary folder holding them:
//
//   ffmpeg -y -loop 1 -framerate 25 -t 6 -i frame.png -loop 1 -framerate 25 -t 6 -i ecg.png
//     -filter_complex "[0:v][1:v]overlay=x='-mod(t*160,640)':y=252:shortest=1,
//       fade=t=in:st=0:d=0.5,fade=t=out:st=5.5:d=0.5,format=yuv420p[v]"
//     -map "[v]" -c:v libx264 -profile:v baseline -level 3.0 -preset veryslow -crf 30
//     -movflags +faststart -an media/video/demo-clase.mp4
//
// (one line in practice). Without ffmpeg on the PATH, or with --skip-video, the committed mp4 is kept.
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
  DEMO_VIDEO_SECONDS,
  DEMO_VIDEO_URL,
  SPECIALISTS,
  type SpecialistData,
  type SpecialistKey,
  specialistImage,
} from '../src/db/seed/courses-data.ts';
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

function courseCover(course: CourseData): string {
  const category = course.categories[0]!;
  const teacher = SPECIALISTS[course.specialist];
  const title = fit(course.name, [46, 42, 38, 34, 31], 470, 3);
  const lineHeight = Math.round(title.size * 1.16);
  const blockHeight = lineHeight * (title.lines.length - 1) + title.size;
  const top = 110 + Math.round((250 - blockHeight) / 2) + title.size;
  const lines = title.lines
    .map((l, i) => `<text x="48" y="${top + i * lineHeight}">${esc(l)}</text>`)
    .join('');
  return svg(
    800,
    450,
    gradient('bg', PALETTES[category]) + glow('gl', 0.82, 0.3, 0.55, 0.22),
    `<rect width="800" height="450" fill="url(#bg)"/><rect width="800" height="450" fill="url(#gl)"/>
    <circle cx="662" cy="214" r="148" fill="#fff" fill-opacity=".08"/><circle cx="662" cy="214" r="112" fill="#fff" fill-opacity=".1"/>
    ${icon(category, 'translate(584 136) scale(1.56)')}
    <path d="M0 392C180 364 420 426 800 372V450H0z" fill="#000" fill-opacity=".14"/>
    <text x="48" y="68" font-family="${FONT}" font-size="15" font-weight="700" letter-spacing="2.5" fill="#fff" fill-opacity=".85">${esc(`CAMPUS SALUD · ${category.toUpperCase()}`)}</text>
    <g font-family="${FONT}" font-size="${title.size}" font-weight="700" fill="#fff">${lines}</g>
    <rect x="48" y="386" width="44" height="5" rx="2.5" fill="#fff" fill-opacity=".85"/>
    <text x="48" y="420" font-family="${FONT}" font-size="18" fill="#fff" fill-opacity=".92">${esc(`${teacher.name.split(' ')[0]} ${teacher.lastname}`)}</text>`,
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

/** The demo class: background frame of the video and, with the ECG strip on top, its poster. */
function videoFrame(): string {
  return svg(
    640,
    360,
    gradient('bg', { from: '#0f766e', to: '#0e7490' }) + glow('gl', 0.5, 0.3, 0.7, 0.22),
    `<rect width="640" height="360" fill="url(#bg)"/><rect width="640" height="360" fill="url(#gl)"/>
    <text x="32" y="44" font-family="${FONT}" font-size="16" font-weight="700" letter-spacing="2" fill="#fff" fill-opacity=".85">CAMPUS SALUD</text>
    <text x="320" y="150" text-anchor="middle" font-family="${FONT}" font-size="40" font-weight="700" fill="#fff">Clase de demostración</text>
    <text x="320" y="190" text-anchor="middle" font-family="${FONT}" font-size="18" fill="#fff" fill-opacity=".9">Campus Salud · Educación médica continua en línea</text>
    <rect x="0" y="252" width="640" height="80" fill="#000" fill-opacity=".12"/>`,
  );
}

function ecgStrip(): string {
  // One beat every 160 px, so the strip loops seamlessly when it scrolls 640 px.
  const beat = (x: number) => `M${x} 44h50l8-10 8 10h10l6 8 10-46 10 64 8-26h14l10-12 12 12h14`;
  const d = Array.from({ length: 8 }, (_, i) => beat(i * 160)).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="80" viewBox="0 0 1280 80"><path d="${d}" fill="none" stroke="#a7f3d0" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
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

function makeVideo(poster: Buffer, strip: Buffer): void {
  const target = fileOf(DEMO_VIDEO_URL);
  if (process.argv.includes('--skip-video') || spawnSync('ffmpeg', ['-version']).status !== 0) {
    console.log(
      existsSync(target)
        ? 'Video: se conserva el existente (sin ffmpeg o con --skip-video).'
        : 'AVISO: falta ffmpeg y no hay video.',
    );
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'campus-media-'));
  try {
    writeFileSync(path.join(dir, 'frame.png'), poster);
    writeFileSync(path.join(dir, 'ecg.png'), strip);
    const seconds = String(DEMO_VIDEO_SECONDS);
    const result = spawnSync(
      'ffmpeg',
      [
        ['-y', '-loglevel', 'error'],
        ['-loop', '1', '-framerate', '25', '-t', seconds, '-i', 'frame.png'],
        ['-loop', '1', '-framerate', '25', '-t', seconds, '-i', 'ecg.png'],
        [
          '-filter_complex',
          `[0:v][1:v]overlay=x='-mod(t*160,640)':y=252:shortest=1,fade=t=in:st=0:d=0.5,fade=t=out:st=${DEMO_VIDEO_SECONDS - 0.5}:d=0.5,format=yuv420p[v]`,
        ],
        ['-map', '[v]', '-c:v', 'libx264', '-profile:v', 'baseline', '-level', '3.0', '-preset', 'veryslow'],
        ['-crf', '30', '-movflags', '+faststart', '-an', target],
      ].flat(),
      { cwd: dir, stdio: 'inherit' },
    );
    if (result.status !== 0) throw new Error('ffmpeg falló al generar el video de demostración');
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
  const frame = await sharp(Buffer.from(videoFrame())).png().toBuffer();
  const poster = await sharp(frame)
    .composite([
      {
        input: await sharp(strip).extract({ left: 0, top: 0, width: 640, height: 80 }).toBuffer(),
        left: 0,
        top: 252,
      },
    ])
    .toBuffer();
  await sharp(poster)
    .webp({ quality: 72 })
    .toFile(fileOf(DEMO_VIDEO_URL.replace(/\.mp4$/, '.webp')));
  makeVideo(frame, strip);

  console.log(
    `Listo: ${COURSES.length} portadas, ${CATEGORIES.length} categorías, ${Object.keys(SPECIALISTS).length} retratos, ` +
      `4 imágenes de portada, ${docs.size} PDF; media/ ocupa ${(folderSize(MEDIA_DIR) / 1024).toFixed(0)} KB.`,
  );
}

await main();
