// Writes the free guide the "10 obstáculos" landings send (media/docs/guia-10-obstaculos-…pdf).
// A hand-written PDF 1.4 (Helvetica and Helvetica-Bold, WinAnsiEncoding, A4), with real line
// breaking from the fonts' metrics, so it needs no PDF library. The file is committed; run this
// only after changing the text:
//
//   npx tsx apps/api/scripts/make-guide-pdf.ts
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { GUIDE_PDF_URL } from '../src/db/seed/landing-events.ts';
import { MEDIA_DIR } from '../src/lib/paths.ts';

// ── Text content ────────────────────────────────────────────────────────────────────────────

type Obstacle = { title: string; why: string; how: string[]; action: string };

const INTRO = [
  'La telemedicina dejó de ser una promesa: hoy es una forma habitual de dar seguimiento a pacientes crónicos, resolver consultas de control, revisar exámenes y acompañar tratamientos sin que el paciente tenga que trasladarse. Aun así, muchos profesionales de la salud que quieren empezar se quedan en el intento.',
  'Después de acompañar a cientos de médicos, enfermeras, psicólogos y nutricionistas de Latinoamérica en sus primeros meses de atención a distancia, vemos que casi siempre se detienen por los mismos diez motivos. Ninguno es insalvable. Esta guía los reúne, explica por qué aparecen y propone una acción concreta para resolver cada uno en su primera semana.',
  'Léala con un lápiz en la mano: marque los dos o tres obstáculos que hoy le frenan más y empiece por ellos.',
];

const OBSTACLES: Obstacle[] = [
  {
    title: '«Mis pacientes no aceptarán una consulta virtual»',
    why: 'Solemos proyectar nuestras propias dudas en el paciente. En la práctica, quien ya le conoce valora ahorrar el traslado, la sala de espera y el día de trabajo perdido, sobre todo para controles, resultados de exámenes y ajustes de tratamiento.',
    how: [
      'Empiece con pacientes que ya confían en usted: controles de enfermedades crónicas, revisión de exámenes y seguimiento posterior a una consulta presencial.',
      'Ofrezca la teleconsulta como una opción más, no como reemplazo: «Si prefiere, el control del próximo mes lo hacemos por videollamada».',
      'Explique en una frase qué se puede resolver a distancia y qué no; la claridad genera confianza.',
    ],
    action: 'Elija cinco pacientes de seguimiento y ofrézcales su próximo control por videollamada.',
  },
  {
    title: 'El temor a equivocarse sin examen físico',
    why: 'Es la preocupación más legítima. La respuesta no es examinar todo a distancia, sino saber qué consultas son adecuadas para la modalidad virtual y cuándo detenerse y derivar.',
    how: [
      'Defina por escrito los motivos de consulta que sí atiende a distancia y los criterios de derivación a atención presencial o a emergencias.',
      'Aproveche el examen físico guiado: el paciente o un familiar puede medir la presión arterial, la glucemia capilar, la frecuencia cardíaca, el peso o mostrarle una lesión con buena luz.',
      'Cuando tenga dudas, convierta la teleconsulta en una cita presencial: es una decisión clínica correcta, no un fracaso.',
    ],
    action: 'Escriba su lista de signos de alarma que obligan a una evaluación presencial inmediata.',
  },
  {
    title: 'Dudas legales y de responsabilidad profesional',
    why: 'Las normas cambian de un país a otro y la información circula fragmentada. La buena noticia: los principios son los mismos que en la consulta presencial, con algunos cuidados adicionales.',
    how: [
      'Revise la normativa de telesalud vigente en su país y las recomendaciones de su colegio o gremio profesional.',
      'Obtenga y registre el consentimiento informado específico para la atención a distancia.',
      'Documente cada teleconsulta con el mismo rigor que una presencial: motivo, hallazgos referidos, plan y limitaciones de la modalidad.',
      'Atienda solo a pacientes en territorios donde está habilitado para ejercer.',
    ],
    action: 'Prepare su modelo de consentimiento informado para teleconsulta y guárdelo listo para enviar.',
  },
  {
    title: 'Elegir una tecnología que no se adapta a su práctica',
    why: 'Muchos profesionales invierten en plataformas complejas que luego no usan, o atienden por aplicaciones personales que mezclan la vida privada con la profesional y no protegen la información.',
    how: [
      'Para empezar solo necesita: videollamada estable, agenda, un medio de pago y un lugar seguro para la historia clínica.',
      'Priorice la facilidad para el paciente: que pueda conectarse desde el celular sin instalar nada complicado.',
      'Use una cuenta profesional separada de la personal y verifique que la plataforma cifre las comunicaciones.',
    ],
    action: 'Haga una videollamada de prueba con un colega desde un celular con datos móviles.',
  },
  {
    title: 'No saber cuánto cobrar por una teleconsulta',
    why: 'Se cree que la consulta virtual «vale menos». En realidad el paciente paga por su criterio clínico, no por el consultorio; cobrar muy por debajo de su tarifa presencial desvaloriza su trabajo y no es sostenible.',
    how: [
      'Calcule su costo por hora (tiempo, plataforma, comisiones de pago e impuestos) y fije la tarifa a partir de él.',
      'Defina si el precio incluye un mensaje de seguimiento o la revisión posterior de exámenes.',
      'Cobre antes de la consulta: reduce el ausentismo y evita conversaciones incómodas.',
    ],
    action: 'Fije su tarifa de teleconsulta y escriba qué incluye en un mensaje listo para enviar.',
  },
  {
    title: 'No contar con un flujo claro de agenda y cobro',
    why: 'Cuando cada cita se coordina por mensajes sueltos, el tiempo administrativo supera al clínico y aparecen los olvidos y las citas sin pagar.',
    how: [
      'Diseñe un flujo único: solicitud, pago, confirmación con enlace, recordatorio, consulta, indicaciones por escrito y seguimiento.',
      'Use plantillas para cada paso: confirmación, recordatorio de 24 horas, indicaciones y receta.',
      'Bloquee en su agenda horarios exclusivos para la atención virtual.',
    ],
    action:
      'Dibuje su flujo de atención de principio a fin y redacte las plantillas de confirmación y recordatorio.',
  },
  {
    title: 'Sentir inseguridad frente a la cámara',
    why: 'La cámara cambia la comunicación: se pierde parte del lenguaje no verbal y los silencios se sienten más largos. Es una habilidad que se entrena, no un talento innato.',
    how: [
      'Coloque la cámara a la altura de los ojos, con luz frontal y un fondo ordenado y neutro.',
      'Mire a la cámara cuando dé indicaciones importantes: el paciente lo percibe como contacto visual.',
      'Verbalice lo que hace («estoy revisando sus resultados») y compruebe la comprensión pidiendo al paciente que repita el plan.',
    ],
    action: 'Grábese cinco minutos explicando un tratamiento y revise su encuadre, su voz y su mirada.',
  },
  {
    title: 'Desconocer las obligaciones de protección de datos',
    why: 'Los datos de salud son datos sensibles. Leyes como la Ley Orgánica de Protección de Datos Personales de Ecuador y sus equivalentes en la región exigen cuidados específicos al recogerlos, guardarlos y compartirlos.',
    how: [
      'Informe al paciente qué datos recoge, para qué y cómo los protege.',
      'No envíe resultados ni recetas por canales no seguros ni a terceros sin autorización.',
      'Guarde la historia clínica en un sistema con usuario y contraseña, copias de seguridad y acceso restringido.',
    ],
    action: 'Revise dónde guarda hoy la información de sus pacientes y corrija el punto más débil.',
  },
  {
    title: 'No tener una estrategia ética para atraer pacientes',
    why: 'Muchos profesionales sienten que promocionar sus servicios no es ético. Informar con rigor sí lo es, y es la manera en que los pacientes que le necesitan pueden encontrarle.',
    how: [
      'Comunique con claridad qué atiende, a quién, en qué horario y cuánto cuesta.',
      'Comparta contenido educativo útil para sus pacientes, sin promesas de resultados ni testimonios que violen la confidencialidad.',
      'Cuide que su publicidad cumpla las normas éticas de su profesión y de su país.',
    ],
    action: 'Publique un mensaje que explique qué consultas puede resolver por telemedicina y cómo agendar.',
  },
  {
    title: 'Intentar resolverlo todo solo, sin acompañamiento',
    why: 'Aprender por ensayo y error cuesta meses, dinero y, a veces, la confianza de los pacientes. Quienes avanzan más rápido se apoyan en la experiencia de otros y en una comunidad donde consultar dudas.',
    how: [
      'Busque formación específica en telemedicina, con casos reales y plantillas que pueda aplicar.',
      'Únase a una comunidad de colegas que ya atienden a distancia.',
      'Mida sus resultados (consultas, ausentismo, satisfacción) y ajuste cada mes.',
    ],
    action:
      'Defina una meta concreta para sus primeros 30 días, por ejemplo diez teleconsultas de seguimiento.',
  },
];

const WEEK_PLAN = [
  'Día 1: elija sus primeros cinco pacientes y la lista de motivos de consulta que atenderá a distancia.',
  'Día 2: escriba sus criterios de derivación y su modelo de consentimiento informado.',
  'Día 3: prepare su equipo: cámara a la altura de los ojos, luz frontal, audífonos y conexión de respaldo.',
  'Día 4: fije su tarifa y el medio de pago; redacte las plantillas de confirmación y recordatorio.',
  'Día 5: haga una consulta de prueba con un colega y corrija lo que no funcionó.',
  'Día 6: ofrezca la teleconsulta a sus primeros pacientes.',
  'Día 7: realice sus primeras consultas y anote qué mejorar para la próxima semana.',
];

// ── Fonts (Helvetica AFM widths, WinAnsi codes 32–255, in 1/1000 em) ───────────────────────

const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, 0, 556, 0, 0, 0, 0, 1000, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 222, 222, 333, 333, 350, 556, 1000, 0, 0, 0, 0, 0, 0, 0, 0, 278, 333, 556, 556, 556, 556, 260, 556,
  333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333, 333, 333, 556, 537, 278, 333, 333, 365, 556, 834,
  834, 834, 611, 667, 667, 667, 667, 667, 667, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, 722, 722,
  778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611, 556, 556, 556, 556, 556, 556, 889,
  500, 556, 556, 556, 556, 278, 278, 278, 278, 556, 556, 556, 556, 556, 556, 556, 584, 611, 556, 556, 556,
  556, 500, 556, 500,
];
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278,
  556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584,
  556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556,
  333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584, 0, 556, 0, 0, 0, 0, 1000, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 278, 278, 500, 500, 350, 556, 1000, 0, 0, 0, 0, 0, 0, 0, 0, 278, 333, 556, 556, 556, 556, 280, 556,
  333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333, 333, 333, 611, 556, 278, 333, 333, 365, 556, 834,
  834, 834, 611, 722, 722, 722, 722, 722, 722, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, 722, 722,
  778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611, 556, 556, 556, 556, 556, 556, 889,
  556, 556, 556, 556, 556, 278, 278, 278, 278, 611, 611, 611, 611, 611, 611, 611, 584, 611, 611, 611, 611,
  611, 556, 611, 556,
];

type Font = 'F1' | 'F2';
const METRICS: Record<Font, number[]> = { F1: HELVETICA, F2: HELVETICA_BOLD };

const WIN_ANSI_EXTRA: Record<string, number> = {
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

function codeOf(ch: string): number {
  const cp = ch.codePointAt(0)!;
  const code = WIN_ANSI_EXTRA[ch] ?? cp;
  if (code < 32 || code > 255) throw new Error(`Carácter fuera de WinAnsi: ${ch}`);
  return code;
}

function widthOf(text: string, font: Font, size: number): number {
  let w = 0;
  for (const ch of text) w += METRICS[font][codeOf(ch) - 32]!;
  return (w * size) / 1000;
}

function encode(text: string): Buffer {
  const bytes: number[] = [];
  for (const ch of text) {
    const b = codeOf(ch);
    if (b === 0x28 || b === 0x29 || b === 0x5c) bytes.push(0x5c);
    bytes.push(b);
  }
  return Buffer.from(bytes);
}

function wrap(text: string, font: Font, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && widthOf(candidate, font, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

// ── Layout ──────────────────────────────────────────────────────────────────────────────────

const PAGE_W = 595;
const PAGE_H = 842;
const MARGIN = 56;
const TEXT_W = PAGE_W - 2 * MARGIN;
const BOTTOM = 70;
const TEAL = '0.055 0.455 0.565';
const INK = '0.118 0.161 0.231';
const BODY = '0.2 0.255 0.333';
const MUTED = '0.392 0.455 0.545';

class Pages {
  pages: Buffer[][] = [];
  y = 0;

  get ops(): Buffer[] {
    return this.pages[this.pages.length - 1]!;
  }

  raw(s: string) {
    this.ops.push(Buffer.from(`${s}\n`, 'latin1'));
  }

  text(font: Font, size: number, x: number, y: number, s: string, color = BODY) {
    this.ops.push(
      Buffer.from(`${color} rg BT /${font} ${size} Tf ${x.toFixed(2)} ${y.toFixed(2)} Td (`, 'latin1'),
      encode(s),
      Buffer.from(') Tj ET\n'),
    );
  }

  newPage() {
    this.pages.push([]);
    const n = this.pages.length;
    if (n > 1) {
      this.raw(`${TEAL} rg 0 ${PAGE_H - 6} ${PAGE_W} 6 re f`);
      this.text('F2', 9, MARGIN, PAGE_H - 32, 'Campus Salud', TEAL);
      const header = '10 obstáculos al iniciar la telemedicina';
      this.text('F1', 9, PAGE_W - MARGIN - widthOf(header, 'F1', 9), PAGE_H - 32, header, MUTED);
      this.raw(`0.85 0.88 0.91 RG 0.6 w ${MARGIN} ${PAGE_H - 42} m ${PAGE_W - MARGIN} ${PAGE_H - 42} l S`);
    }
    this.y = n > 1 ? PAGE_H - 76 : PAGE_H - MARGIN;
  }

  ensure(height: number) {
    if (this.y - height < BOTTOM) this.newPage();
  }

  paragraph(
    s: string,
    opts: { font?: Font; size?: number; color?: string; indent?: number; gap?: number } = {},
  ) {
    const font = opts.font ?? 'F1';
    const size = opts.size ?? 10.5;
    const leading = size * 1.45;
    const indent = opts.indent ?? 0;
    for (const line of wrap(s, font, size, TEXT_W - indent)) {
      this.ensure(leading);
      this.text(font, size, MARGIN + indent, this.y, line, opts.color ?? BODY);
      this.y -= leading;
    }
    this.y -= opts.gap ?? 6;
  }

  bullet(s: string, marker = '•') {
    const size = 10.5;
    const leading = size * 1.45;
    const lines = wrap(s, 'F1', size, TEXT_W - 16);
    this.ensure(leading * Math.min(lines.length, 2));
    lines.forEach((line, i) => {
      this.ensure(leading);
      if (i === 0) this.text('F2', size, MARGIN + 2, this.y, marker, TEAL);
      this.text('F1', size, MARGIN + 16, this.y, line);
      this.y -= leading;
    });
    this.y -= 3;
  }

  heading(s: string, size = 15) {
    this.ensure(size * 3.2);
    this.y -= 6;
    for (const line of wrap(s, 'F2', size, TEXT_W)) {
      this.text('F2', size, MARGIN, this.y, line, INK);
      this.y -= size * 1.3;
    }
    this.y -= 4;
  }

  label(s: string) {
    this.ensure(30);
    this.text('F2', 10, MARGIN, this.y, s.toUpperCase(), TEAL);
    this.y -= 15;
  }

  /** A tinted box around a short text (the action of each obstacle). */
  box(title: string, s: string) {
    const size = 10.5;
    const leading = size * 1.45;
    const lines = wrap(s, 'F1', size, TEXT_W - 28);
    const height = 22 + lines.length * leading + 12;
    this.ensure(height + 8);
    const top = this.y + 6;
    this.raw(`0.925 0.996 1 rg ${MARGIN} ${(top - height).toFixed(2)} ${TEXT_W} ${height.toFixed(2)} re f`);
    this.raw(`${TEAL} rg ${MARGIN} ${(top - height).toFixed(2)} 3 ${height.toFixed(2)} re f`);
    this.text('F2', 10, MARGIN + 14, top - 18, title, TEAL);
    let y = top - 18 - leading;
    for (const line of lines) {
      this.text('F1', size, MARGIN + 14, y, line, INK);
      y -= leading;
    }
    this.y = top - height - 14;
  }
}

function build(): Buffer {
  const doc = new Pages();

  // Cover.
  doc.newPage();
  doc.raw(`${TEAL} rg 0 0 ${PAGE_W} ${PAGE_H} re f`);
  doc.raw(`0.086 0.306 0.388 rg 0 0 ${PAGE_W} 250 re f`);
  doc.text('F2', 14, MARGIN, PAGE_H - 80, 'Campus Salud', '1 1 1');
  doc.text('F1', 10, MARGIN, PAGE_H - 96, 'Educación médica continua en línea', '0.8 0.98 1');
  doc.text('F2', 12, MARGIN, 560, 'GUÍA GRATUITA', '0.988 0.827 0.302');
  let y = 520;
  for (const line of wrap('10 obstáculos al iniciar la telemedicina', 'F2', 34, TEXT_W)) {
    doc.text('F2', 34, MARGIN, y, line, '1 1 1');
    y -= 42;
  }
  y -= 6;
  for (const line of wrap(
    'y cómo superarlos desde su primera semana de atención a distancia',
    'F1',
    16,
    TEXT_W,
  )) {
    doc.text('F1', 16, MARGIN, y, line, '0.8 0.98 1');
    y -= 22;
  }
  doc.text(
    'F1',
    11,
    MARGIN,
    170,
    'Para médicos, enfermeras y profesionales de la salud de Latinoamérica',
    '1 1 1',
  );
  doc.text('F2', 11, MARGIN, 130, 'Dr. Andrés Sebastián Villacrés Mora', '1 1 1');
  doc.text('F1', 10, MARGIN, 114, 'Médico especialista en Telemedicina y Salud Digital', '0.8 0.98 1');

  // Introduction.
  doc.newPage();
  doc.heading('Antes de empezar', 20);
  for (const p of INTRO) doc.paragraph(p, { gap: 8 });
  doc.y -= 4;
  doc.label('En esta guía');
  for (const [i, o] of OBSTACLES.entries()) doc.bullet(`${i + 1}. ${o.title.replace(/[«»]/g, '')}`, ' ');
  doc.y -= 6;
  doc.paragraph(
    'Las recomendaciones de esta guía no sustituyen su juicio clínico ni la normativa de su país. Verifique siempre las disposiciones vigentes del ente rector de salud y de su colegio profesional.',
    { size: 9, color: MUTED },
  );

  // The ten obstacles.
  OBSTACLES.forEach((o, i) => {
    if (i % 2 === 0) doc.newPage();
    doc.label(`Obstáculo ${i + 1}`);
    doc.heading(o.title, 15);
    doc.paragraph(o.why, { gap: 8 });
    doc.text('F2', 10.5, MARGIN, doc.y, 'Cómo superarlo', INK);
    doc.y -= 16;
    for (const h of o.how) doc.bullet(h);
    doc.y -= 4;
    doc.box('Su acción de esta semana', o.action);
    doc.y -= 8;
  });

  // Seven-day plan and next step.
  doc.newPage();
  doc.heading('Su plan de 7 días', 20);
  doc.paragraph(
    'Si se siente en condiciones de empezar, este es un orden práctico. Una hora al día es suficiente.',
    { gap: 10 },
  );
  for (const step of WEEK_PLAN) doc.bullet(step);
  doc.y -= 10;
  doc.heading('¿Quiere hacerlo acompañado?', 15);
  doc.paragraph(
    'En el Curso de Telemedicina de Campus Salud trabajamos cada uno de estos obstáculos a fondo: 19 clases en video, 16 lecturas con plantillas descargables (consentimiento informado, flujo de atención, tarifas, indicaciones) y 3 sesiones en vivo para revisar los casos de su propia práctica. Al completar al menos el 75 % del contenido recibe su certificado.',
    { gap: 8 },
  );
  doc.paragraph(
    'Conozca el programa completo en Campus Salud, en la categoría Telemedicina, o responda al correo con el que recibió esta guía: le contestará una persona del equipo.',
    {
      font: 'F2',
      color: TEAL,
    },
  );

  // Page numbers.
  const total = doc.pages.length;
  doc.pages.forEach((ops, i) => {
    if (i === 0) return;
    const label = `${i + 1} / ${total}`;
    ops.push(
      Buffer.from(
        `${MUTED} rg BT /F1 8.5 Tf ${(PAGE_W - MARGIN - widthOf(label, 'F1', 8.5)).toFixed(2)} 36 Td (${label}) Tj ET\n`,
        'latin1',
      ),
      Buffer.from(`${MUTED} rg BT /F1 8.5 Tf ${MARGIN} 36 Td (`, 'latin1'),
      encode('© Campus Salud · Quito, Ecuador · Guía de distribución gratuita'),
      Buffer.from(') Tj ET\n'),
    );
  });

  return serialize(doc.pages, '10 obstáculos al iniciar la telemedicina');
}

function serialize(pages: Buffer[][], title: string): Buffer {
  const objects: Buffer[] = [];
  const add = (body: Buffer | string) => {
    objects.push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
    return objects.length;
  };
  const catalog = add('');
  const pagesId = add('');
  const fontRegular = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  );
  const fontBold = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  );
  const kids: number[] = [];
  for (const ops of pages) {
    const content = deflateSync(Buffer.concat(ops), { level: 9 });
    const contentId = add(
      Buffer.concat([
        Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`),
        content,
        Buffer.from('\nendstream'),
      ]),
    );
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 ${fontRegular} 0 R /F2 ${fontBold} 0 R >> >> /Contents ${contentId} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = Buffer.from(`<< /Type /Catalog /Pages ${pagesId} 0 R /Lang (es) >>`);
  objects[pagesId - 1] = Buffer.from(
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`,
  );
  const utf16 = (s: string) => `<FEFF${Buffer.from(s, 'utf16le').swap16().toString('hex').toUpperCase()}>`;
  const info = add(
    `<< /Title ${utf16(title)} /Author ${utf16('Campus Salud')} /Subject ${utf16('Guía gratuita para profesionales de la salud')} /Producer (Campus Salud) >>`,
  );

  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
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
    `<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
  ].join('\n');
  parts.push(Buffer.from(`${xref}\n`, 'latin1'));
  return Buffer.concat(parts);
}

const file = path.join(MEDIA_DIR, GUIDE_PDF_URL.replace(/^\/media\//, ''));
const pdf = build();
writeFileSync(file, pdf);
console.log(`${path.relative(process.cwd(), file)}: ${(pdf.length / 1024).toFixed(1)} KB`);
