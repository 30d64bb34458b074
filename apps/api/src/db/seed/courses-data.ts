// The demo catalogue as plain typed data: categories, specialists and courses with their modules,
// lessons and resources. `catalogue.ts` inserts it; `scripts/make-media.ts` draws the pictures and
// writes the PDFs it points to, so every /media path here exists on disk.
import { type CertificateKind, slugify } from '@campus/contract';
import { DEMO_LESSONS, type DemoLessonKey, demoLesson, demoLessonSeconds } from './demo-lessons.ts';

// ── Types ────────────────────────────────────────────────────────────────────────────────────

export type CategoryData = { readonly name: string };

export type SpecialistData = {
  readonly name: string;
  readonly lastname: string;
  readonly specialty: string;
  readonly description: string;
  readonly facebook: string;
  readonly instagram: string;
  readonly pinterest: string;
};

/** Resource types: 1 Vimeo, 2 media file, 3 document, 4 link, 5 download, 6 YouTube. */
export type ResourceData =
  | {
      readonly type: 1 | 6;
      readonly name?: string;
      readonly videoId: string;
      readonly durationSeconds: number;
    }
  | { readonly type: 2; readonly name?: string; readonly url: string; readonly durationSeconds: number }
  | { readonly type: 3 | 5; readonly name: string; readonly url: string; readonly points?: readonly string[] }
  | { readonly type: 4; readonly name: string; readonly url: string };

export type LessonData = {
  readonly name: string;
  /** Days after seeding when the lesson is released; absent means available now. */
  readonly releaseInDays?: number;
  /** A video resource without a name takes the lesson's name. */
  readonly resources: readonly ResourceData[];
};

export type ModuleData = { readonly name: string; readonly lessons: readonly LessonData[] };

export type CourseData = {
  readonly name: string;
  /** Card text, at most 200 characters. */
  readonly description: string;
  /** Detail text: paragraphs separated by a blank line. */
  readonly about: string;
  /** The first one gives the cover its colours. */
  readonly categories: readonly CategoryName[];
  readonly specialist: SpecialistKey;
  /** Decimal string with two decimals; '0.00' when free. */
  readonly price: string;
  readonly free: boolean;
  readonly featured: boolean;
  readonly certificate: boolean;
  /** What the certificate attests: set from what the course's texts promise (see `withDemoDetails`). */
  readonly certificateKind?: CertificateKind;
  /** ISO instant; null keeps the course as a draft. */
  readonly publishedAt: string | null;
  readonly days?: number;
  readonly externalCheckoutUrl?: string;
  readonly modules: readonly ModuleData[];
};

// ── Media paths ──────────────────────────────────────────────────────────────────────────────

/** The welcome class (the first demo lesson); made by scripts/make-media.ts like the others. */
export const DEMO_VIDEO_URL = demoLesson('bienvenida').url;
/** Real length of that file, in seconds. */
export const DEMO_VIDEO_SECONDS = demoLessonSeconds(demoLesson('bienvenida'));

export const categoryImage = (c: CategoryData) => `/media/categories/${slugify(c.name)}.webp`;
export const specialistImage = (s: SpecialistData) =>
  `/media/specialists/${slugify(`${s.name} ${s.lastname}`)}.webp`;
export const courseImage = (c: CourseData) => `/media/courses/${slugify(c.name)}.webp`;

// ── Categories (in display order: the home page shows the first eight) ──────────────────────

export const CATEGORIES = [
  { name: 'Telemedicina' },
  { name: 'Medicina Interna' },
  { name: 'Enfermería' },
  { name: 'Pediatría' },
  { name: 'Urgencias y Emergencias' },
  { name: 'Cardiología' },
  { name: 'Diabetes y Endocrinología' },
  { name: 'Salud Mental' },
  { name: 'Ginecología y Obstetricia' },
  { name: 'Gestión en Salud' },
  { name: 'Farmacología' },
  { name: 'Nutrición Clínica' },
] as const satisfies readonly CategoryData[];

export type CategoryName = (typeof CATEGORIES)[number]['name'];

// ── Specialists (the first one is the lead educator) ────────────────────────────────────────

export const SPECIALISTS = {
  villacres: {
    name: 'Andrés Sebastián',
    lastname: 'Villacrés Mora',
    specialty: 'Médico especialista en Telemedicina y Salud Digital',
    description:
      'Médico ecuatoriano graduado en la Universidad Central del Ecuador, con maestría en Telemedicina y Salud Digital. Desde 2016 diseña e implementa servicios de teleconsulta para consultorios privados, clínicas y redes de salud de Ecuador y la región. Ha formado a miles de médicos, enfermeras y psicólogos de América Latina en atención a distancia segura, ética y sostenible.',
    facebook: 'https://www.facebook.com/dr.andresvillacres',
    instagram: 'https://www.instagram.com/dr.andresvillacres/',
    pinterest: 'https://www.pinterest.com/drandresvillacres/',
  },
  paredes: {
    name: 'Gabriela',
    lastname: 'Paredes Salazar',
    specialty: 'Médica internista y endocrinóloga',
    description:
      'Médica internista con subespecialidad en Endocrinología y más de doce años de práctica hospitalaria y ambulatoria en Quito. Coordina un programa de seguimiento remoto de pacientes con diabetes tipo 2 e hipertensión. Su docencia se centra en convertir las guías clínicas en decisiones concretas para el primer nivel de atención.',
    facebook: 'https://www.facebook.com/dra.gabrielaparedes',
    instagram: 'https://www.instagram.com/dra.gabrielaparedes/',
    pinterest: 'https://www.pinterest.com/dragabrielaparedes/',
  },
  montalvo: {
    name: 'Lucía',
    lastname: 'Montalvo Arteaga',
    specialty: 'Licenciada en Enfermería, magíster en Cuidado Crítico',
    description:
      'Enfermera con quince años de experiencia en unidades de cuidados intensivos de adultos en Guayaquil. Es instructora de simulación clínica y lidera proyectos de seguridad del paciente y prevención de eventos adversos. Enseña con casos reales y listas de verificación que el equipo puede aplicar desde el primer turno.',
    facebook: 'https://www.facebook.com/lic.luciamontalvo',
    instagram: 'https://www.instagram.com/lic.luciamontalvo/',
    pinterest: 'https://www.pinterest.com/licluciamontalvo/',
  },
  cordero: {
    name: 'Martín',
    lastname: 'Cordero Aguirre',
    specialty: 'Médico especialista en Emergencias y Desastres',
    description:
      'Emergenciólogo formado en la Pontificia Universidad Católica del Ecuador, con práctica en servicios de emergencia de alta complejidad en Cuenca y Quito. Es instructor de soporte vital básico y avanzado. Ha participado en la respuesta sanitaria a desastres naturales y en la organización de sistemas de triaje hospitalario.',
    facebook: 'https://www.facebook.com/dr.martincordero',
    instagram: 'https://www.instagram.com/dr.martincordero/',
    pinterest: 'https://www.pinterest.com/drmartincordero/',
  },
  iniguez: {
    name: 'Verónica',
    lastname: 'Íñiguez Robles',
    specialty: 'Médica psiquiatra',
    description:
      'Psiquiatra con formación en psicoterapia cognitivo-conductual y en salud mental comunitaria. Trabaja en la integración de la salud mental en la atención primaria y en programas de cuidado del personal sanitario. Acompaña a equipos de salud en la detección temprana de la depresión, la ansiedad y el agotamiento profesional.',
    facebook: 'https://www.facebook.com/dra.veronicainiguez',
    instagram: 'https://www.instagram.com/dra.veronicainiguez/',
    pinterest: 'https://www.pinterest.com/draveronicainiguez/',
  },
  espinosa: {
    name: 'Carolina',
    lastname: 'Espinosa Vela',
    specialty: 'Médica pediatra',
    description:
      'Pediatra con experiencia en emergencias pediátricas y en la consulta externa de un hospital de referencia en Quito. Es docente de pregrado y posgrado, y promotora de la lactancia materna y de la vacunación oportuna. Sus cursos combinan algoritmos claros con los matices del trato a las familias.',
    facebook: 'https://www.facebook.com/dra.carolinaespinosa',
    instagram: 'https://www.instagram.com/dra.carolinaespinosa/',
    pinterest: 'https://www.pinterest.com/dracarolinaespinosa/',
  },
  jaramillo: {
    name: 'Paula',
    lastname: 'Jaramillo Ordóñez',
    specialty: 'Médica ginecóloga obstetra',
    description:
      'Ginecóloga obstetra con práctica en maternidades públicas de Loja y Quito y formación en medicina materno-fetal. Participa en programas de reducción de la mortalidad materna y en la capacitación de equipos en emergencias obstétricas. Defiende un control prenatal respetuoso y basado en evidencia.',
    facebook: 'https://www.facebook.com/dra.paulajaramillo',
    instagram: 'https://www.instagram.com/dra.paulajaramillo/',
    pinterest: 'https://www.pinterest.com/drapaulajaramillo/',
  },
  salgado: {
    name: 'Daniela',
    lastname: 'Salgado Peñafiel',
    specialty: 'Nutricionista clínica',
    description:
      'Nutricionista dietista con maestría en Nutrición Clínica y experiencia en soporte nutricional de pacientes hospitalizados y críticos. Integra el equipo de una clínica de obesidad y enfermedades metabólicas en Guayaquil. Traduce la evidencia en planes de alimentación realistas, adaptados a la cultura y al presupuesto de cada familia.',
    facebook: 'https://www.facebook.com/nut.danielasalgado',
    instagram: 'https://www.instagram.com/nut.danielasalgado/',
    pinterest: 'https://www.pinterest.com/nutdanielasalgado/',
  },
} as const satisfies Record<string, SpecialistData>;

export type SpecialistKey = keyof typeof SPECIALISTS;

// ── Small builders that keep the course outlines readable ───────────────────────────────────

const VIMEO_IDS = ['76979871', '1084537', '22439234'] as const;
const YOUTUBE_IDS = ['aqz-KE-bpKQ', 'eRsGyueVLvQ', 'R6MlUcmOul8', 'WhWc3b3KhnY'] as const;
let vimeoTurn = 0;
let youtubeTurn = 0;

const minutes = (m: number) => Math.round(m * 60);
/** A class in a local demo video (plays offline); `withDemoDetails` picks which one fits the lesson. */
const mp4 = (name?: string): ResourceData => ({
  type: 2,
  name,
  url: DEMO_VIDEO_URL,
  durationSeconds: DEMO_VIDEO_SECONDS,
});
const vimeo = (length: number, name?: string): ResourceData => ({
  type: 1,
  name,
  videoId: VIMEO_IDS[vimeoTurn++ % VIMEO_IDS.length]!,
  durationSeconds: minutes(length),
});
const youtube = (length: number, name?: string): ResourceData => ({
  type: 6,
  name,
  videoId: YOUTUBE_IDS[youtubeTurn++ % YOUTUBE_IDS.length]!,
  durationSeconds: minutes(length),
});
const docUrl = (name: string) => `/media/docs/${slugify(name).slice(0, 64).replace(/-+$/, '')}.pdf`;
/** A reading (PDF); `points` become the body of the generated file. */
const reading = (name: string, points?: readonly string[]): ResourceData => ({
  type: 3,
  name,
  url: docUrl(name),
  points,
});
const download = (name: string, points?: readonly string[]): ResourceData => ({
  type: 5,
  name,
  url: docUrl(name),
  points,
});
const link = (name: string, url: string): ResourceData => ({ type: 4, name, url });
const lesson = (name: string, ...resources: ResourceData[]): LessonData => ({ name, resources });
const releasedIn = (days: number, l: LessonData): LessonData => ({ ...l, releaseInDays: days });
const mod = (name: string, ...lessons: LessonData[]): ModuleData => ({ name, lessons });
const paragraphs = (...p: string[]) => p.join('\n\n');

// ── Courses ──────────────────────────────────────────────────────────────────────────────────

export const TELEMEDICINE_COURSE_NAME = 'Curso de Telemedicina';
export const WORKSHOP_COURSE_NAME = 'Taller de Comunicación en Telemedicina';

const OUTLINES: readonly CourseData[] = [
  {
    name: TELEMEDICINE_COURSE_NAME,
    description:
      'Aprenda a implementar un servicio de teleconsulta seguro, legal y rentable: tecnología, consulta virtual paso a paso y gestión de su práctica.',
    about: paragraphs(
      'Este curso le guía, de principio a fin, en la puesta en marcha de un servicio de telemedicina de calidad. Aprenderá a elegir la tecnología adecuada, a realizar una anamnesis y un examen físico guiado a distancia, a reconocer los signos de alarma que obligan a una atención presencial y a documentar cada consulta con respaldo legal.',
      'Está dirigido a médicos generales y especialistas, enfermeras, obstetrices, psicólogos y nutricionistas que quieren ofrecer consultas a distancia o mejorar las que ya realizan, tanto en la práctica privada como en instituciones públicas y privadas.',
      'El programa incluye 19 clases en video, 16 lecturas con plantillas y guías descargables y 3 sesiones en vivo con el docente: la primera a la semana de iniciar, la segunda a las dos semanas y la tercera al mes, para resolver casos y dudas de su propia práctica.',
      'Avanza a su ritmo desde el celular o la computadora. Al completar al menos el 75 % del contenido obtiene un certificado digital de aprobación emitido por Campus Salud.',
    ),
    categories: ['Telemedicina', 'Gestión en Salud'],
    specialist: 'villacres',
    price: '247.00',
    free: false,
    featured: true,
    certificate: true,
    publishedAt: '2024-02-05T14:00:00Z',
    modules: [
      mod(
        'Fundamentos de la telemedicina',
        lesson(
          'Bienvenida: qué logrará en este curso',
          mp4(),
          vimeo(6, 'Recorrido por el aula virtual'),
          reading('Guía del estudiante y criterios de certificación', [
            'El curso consta de 19 clases en video, 16 lecturas y 3 sesiones en vivo.',
            'Cada recurso se marca como completado al ver el 90 % del video o al abrir la lectura.',
            'El certificado digital se emite al completar al menos el 75 % del contenido.',
            'Las sesiones en vivo se graban y quedan disponibles en el módulo «Sesiones en vivo».',
            'Las preguntas sobre cada clase se publican en la sección de preguntas y respuestas del curso.',
          ]),
        ),
        lesson(
          'Qué es y qué no es la telemedicina',
          vimeo(18),
          reading('Definiciones y modalidades: teleconsulta, telemonitoreo y teleinterconsulta'),
        ),
        lesson(
          'Evidencia científica: ¿funciona la atención a distancia?',
          youtube(16),
          reading('Revisión de la evidencia en teleconsulta'),
        ),
        lesson(
          'Marco legal y ético en Ecuador y Latinoamérica',
          vimeo(22),
          reading('Normativa de telesalud en Ecuador y la región'),
        ),
      ),
      mod(
        'Tecnología y entorno de la teleconsulta',
        lesson(
          'Equipamiento mínimo: cámara, audio, iluminación y conexión',
          mp4(),
          reading('Lista de verificación del consultorio virtual', [
            'Conexión estable de al menos 10 Mbps de subida y un plan de respaldo con datos móviles.',
            'Cámara a la altura de los ojos, con luz frontal difusa y fondo neutro.',
            'Auriculares con micrófono para proteger la confidencialidad de la conversación.',
            'Espacio privado, sin interrupciones y con la puerta cerrada durante la consulta.',
            'Historia clínica electrónica abierta y plantilla de indicaciones preparada.',
            'Número de teléfono del paciente a mano para retomar el contacto si se corta la llamada.',
          ]),
        ),
        lesson(
          'Plataformas de videollamada y seguridad de la información',
          vimeo(20),
          youtube(9, 'Demostración: configuración segura de una sala de espera virtual'),
          reading('Comparativo de plataformas y requisitos de seguridad'),
        ),
        lesson(
          'Historia clínica electrónica y receta digital',
          vimeo(17),
          reading('Registro clínico en la atención a distancia'),
        ),
        lesson(
          'Protección de datos del paciente',
          youtube(15),
          reading('LOPDP aplicada a la consulta virtual'),
        ),
      ),
      mod(
        'La consulta virtual paso a paso',
        lesson(
          'Antes de la consulta: agenda, triaje y consentimiento',
          vimeo(19),
          reading('Modelo de consentimiento informado para teleconsulta'),
        ),
        lesson(
          'Anamnesis y examen físico guiado a distancia',
          mp4(),
          youtube(14, 'Simulación: examen físico asistido por el paciente'),
          reading('Guía de examen físico remoto por sistemas'),
        ),
        lesson(
          'Signos de alarma: cuándo derivar a atención presencial',
          vimeo(16),
          reading('Criterios de derivación a atención presencial y a emergencias', [
            'Dolor torácico opresivo, disnea de reposo o síncope: derivación inmediata a emergencias.',
            'Déficit neurológico focal de inicio súbito: activar el código de ictus de la red local.',
            'Fiebre con rigidez de nuca, petequias o alteración de la conciencia.',
            'Signos de deshidratación grave en lactantes y adultos mayores.',
            'Cualquier situación en la que el examen físico presencial cambie la conducta terapéutica.',
          ]),
        ),
        lesson(
          'Cierre de la consulta, indicaciones y seguimiento',
          youtube(13),
          reading('Plantilla de indicaciones y plan de seguimiento'),
        ),
      ),
      mod(
        'Consolidar su servicio de telemedicina',
        lesson(
          'Modelos de atención: consulta privada, institucional y mixta',
          vimeo(21),
          reading('Diseño del flujo de atención'),
        ),
        lesson(
          'Honorarios, cobros y facturación electrónica',
          mp4(),
          reading('Cálculo de honorarios y medios de pago'),
        ),
        lesson(
          'Comunicación y presencia digital ética',
          youtube(18),
          reading('Código de ética en la comunicación digital en salud'),
        ),
        lesson(
          'Indicadores de calidad y satisfacción del paciente',
          vimeo(15),
          reading('Indicadores de calidad en telemedicina'),
        ),
      ),
      mod(
        'Sesiones en vivo',
        releasedIn(
          7,
          lesson(
            'Sesión en vivo 1: resolución de casos clínicos',
            link('Ingresar a la sesión en vivo', '/v2/home'),
          ),
        ),
        releasedIn(
          14,
          lesson(
            'Sesión en vivo 2: preguntas y respuestas',
            link('Ingresar a la sesión en vivo', '/v2/home'),
          ),
        ),
        releasedIn(
          30,
          lesson(
            'Sesión en vivo 3: presentación de proyectos y cierre',
            link('Ingresar a la sesión en vivo', '/v2/home'),
          ),
        ),
      ),
    ],
  },
  {
    name: WORKSHOP_COURSE_NAME,
    description:
      'Taller práctico de 3 días para comunicarte con claridad y empatía en la consulta virtual, manejar situaciones difíciles y fortalecer la confianza del paciente.',
    about: paragraphs(
      'La calidad de una teleconsulta depende tanto de la medicina como de la comunicación. En este taller intensivo de tres días trabajará la comunicación verbal y no verbal frente a la cámara, la escucha activa y la forma de transmitir indicaciones que el paciente realmente comprenda y cumpla.',
      'El Día 1 se centra en la relación médico-paciente a través de la pantalla; el Día 2, en situaciones difíciles como comunicar malas noticias o atender a pacientes ansiosos; y el Día 3, en la comunicación escrita, la mensajería y el seguimiento.',
      'Está pensado para profesionales de la salud que ya atienden a distancia o que están por empezar y sienten que la cámara les quita cercanía con sus pacientes.',
      'Cada jornada combina clases breves, demostraciones y ejercicios de role-play con guías descargables. Al terminar recibirá un certificado de participación.',
    ),
    categories: ['Telemedicina'],
    specialist: 'villacres',
    price: '137.00',
    free: false,
    featured: true,
    certificate: true,
    publishedAt: '2024-05-13T14:00:00Z',
    modules: [
      mod(
        'Día 1: La relación médico-paciente a través de la pantalla',
        lesson('Bienvenida al taller', mp4(), reading('Cuaderno de trabajo del taller')),
        lesson(
          'Comunicación verbal y no verbal frente a la cámara',
          vimeo(24),
          download('Ejercicio de autoevaluación en video'),
        ),
        lesson('Empatía y escucha activa en la consulta virtual', youtube(20)),
      ),
      mod(
        'Día 2: Situaciones difíciles',
        lesson(
          'Comunicar malas noticias a distancia',
          vimeo(26),
          reading('Protocolo SPIKES adaptado a la teleconsulta', [
            'S (Setting): confirme que el paciente está en un lugar privado y, si lo desea, acompañado.',
            'P (Perception): pregunte qué sabe y qué entiende de su situación antes de informar.',
            'I (Invitation): explore cuánta información desea recibir en este momento.',
            'K (Knowledge): anticipe la noticia y explíquela en frases cortas, sin tecnicismos.',
            'E (Emotions): haga silencio, nombre la emoción y valide lo que el paciente siente.',
            'S (Strategy): acuerde los próximos pasos y deje por escrito cómo contactar al equipo.',
          ]),
        ),
        lesson(
          'Pacientes ansiosos, demandantes o con baja alfabetización digital',
          mp4(),
          reading('Estrategias de comunicación para consultas difíciles'),
        ),
        lesson('Práctica guiada de role-play', youtube(30)),
      ),
      mod(
        'Día 3: Comunicación escrita y seguimiento',
        lesson(
          'Mensajería con pacientes: límites, tiempos y registro',
          vimeo(22),
          reading('Política de mensajería para su consultorio'),
        ),
        lesson(
          'Indicaciones claras por escrito y materiales educativos',
          mp4(),
          download('Plantillas de indicaciones para pacientes'),
        ),
        lesson(
          'Cierre del taller y plan de acción personal',
          vimeo(12),
          download('Plan de acción de 30 días'),
        ),
      ),
    ],
  },
  {
    name: '10 obstáculos al iniciar la telemedicina',
    description:
      'Guía gratuita con los 10 obstáculos más frecuentes al empezar a atender en línea y cómo superarlos desde la primera semana.',
    about: paragraphs(
      'La mayoría de profesionales que intenta ofrecer teleconsultas se detiene por las mismas razones: dudas legales, miedo a equivocarse sin examen físico, tecnología mal elegida o no saber cuánto cobrar. Esta guía gratuita reúne los 10 obstáculos que más se repiten y una salida práctica para cada uno.',
      'Es ideal para médicos, enfermeras y otros profesionales de la salud que están evaluando la telemedicina y quieren dar el primer paso con información clara.',
      'Incluye videos breves, una guía en PDF para descargar y un plan de acción sencillo para su primera semana de atención virtual.',
    ),
    categories: ['Telemedicina'],
    specialist: 'villacres',
    price: '0.00',
    free: true,
    featured: true,
    certificate: false,
    publishedAt: '2024-01-15T14:00:00Z',
    modules: [
      mod(
        'Obstáculos 1 al 5: antes de empezar',
        lesson('Obstáculo 1: «Mis pacientes no aceptarán una consulta virtual»', mp4()),
        lesson('Obstáculo 2: el temor a equivocarse sin examen físico', youtube(7)),
        lesson('Obstáculo 3: dudas legales y de responsabilidad profesional', vimeo(8)),
        lesson(
          'Obstáculos 4 y 5: elegir la tecnología y decidir cuánto cobrar',
          mp4(),
          reading('Criterios para elegir su plataforma de teleconsulta'),
        ),
      ),
      mod(
        'Obstáculos 6 al 10: consolidar la práctica',
        lesson('Obstáculo 6: agenda y cobro sin un flujo definido', vimeo(6)),
        lesson('Obstáculo 7: la inseguridad frente a la cámara', youtube(7)),
        lesson('Obstáculo 8: desconocer la protección de datos personales', mp4()),
        lesson('Obstáculos 9 y 10: atraer pacientes y no intentar hacerlo todo solo', vimeo(9)),
      ),
      mod(
        'Su plan para empezar',
        lesson(
          'Descargue la guía completa',
          download('Guía: 10 obstáculos al iniciar la telemedicina', [
            '1. Creer que los pacientes no aceptarán la consulta virtual.',
            '2. Temer errores diagnósticos por la ausencia de examen físico.',
            '3. Tener dudas legales y de responsabilidad profesional.',
            '4. Elegir una tecnología que no se adapta a su práctica.',
            '5. No saber cuánto cobrar por una teleconsulta.',
            '6. No contar con un flujo claro de agenda y cobro.',
            '7. Sentir inseguridad frente a la cámara.',
            '8. Desconocer las obligaciones de protección de datos personales.',
            '9. No tener una estrategia ética para atraer pacientes.',
            '10. Intentar resolverlo todo solo, sin acompañamiento.',
          ]),
          link('Conoce el Curso de Telemedicina', '/pro/telemedicina'),
        ),
      ),
    ],
  },
  {
    name: 'Telemedicina en diabetes',
    description:
      'Webinar gratuito: cómo acompañar a pacientes con diabetes a distancia, con telemonitoreo de glucemia, ajuste de tratamiento y educación en autocuidado.',
    about: paragraphs(
      'La diabetes es una de las condiciones que más se benefician del seguimiento a distancia: los controles frecuentes, el registro de glucemias y la educación continua mejoran la adherencia y los resultados. En este webinar verá cómo organizar ese seguimiento desde su consulta.',
      'Revisaremos qué datos pedir antes de cada control, cómo interpretar los registros de glucemia capilar y de monitoreo continuo, qué ajustes de tratamiento pueden hacerse con seguridad a distancia y cuáles requieren una evaluación presencial.',
      'Dirigido a médicos de atención primaria, internistas, endocrinólogos, enfermeras educadoras en diabetes y nutricionistas. Incluye la grabación completa, la presentación en PDF y material complementario.',
    ),
    categories: ['Telemedicina', 'Diabetes y Endocrinología'],
    specialist: 'villacres',
    price: '0.00',
    free: true,
    featured: false,
    certificate: false,
    publishedAt: '2024-03-18T14:00:00Z',
    modules: [
      mod(
        'Webinar: telemedicina en diabetes',
        lesson('Grabación completa del webinar', youtube(62)),
        lesson('Presentación del webinar', reading('Presentación: telemedicina en diabetes')),
      ),
      mod(
        'Material complementario',
        lesson(
          'Telemonitoreo de la glucemia capilar',
          mp4(),
          reading('Registro de glucemias para el paciente', [
            'Anote fecha, hora y valor de cada medición, en ayunas y dos horas después de las comidas.',
            'Registre la dosis de medicamentos o de insulina aplicada ese día.',
            'Marque los episodios de hipoglucemia (menos de 70 mg/dL) y qué los pudo causar.',
            'Envíe el registro a su equipo de salud 48 horas antes de cada control virtual.',
          ]),
        ),
        lesson(
          'Preguntas frecuentes de los asistentes',
          vimeo(14),
          link('Inscríbase al próximo webinar', '/landing/telemedicina-diabetes'),
        ),
      ),
    ],
  },
  {
    name: 'Bases de la telemedicina',
    description:
      'Curso introductorio gratuito: conceptos, modalidades y requisitos mínimos para ofrecer atención de salud a distancia con seguridad.',
    about: paragraphs(
      'Un punto de partida para entender qué es la telemedicina, qué modalidades existen —teleconsulta, telemonitoreo, teleinterconsulta y teleeducación— y en qué situaciones aporta valor real al paciente.',
      'Conocerá los requisitos mínimos de equipamiento, conectividad y registro clínico, y las principales consideraciones éticas y de confidencialidad.',
      'Es un curso breve, gratuito y sin requisitos previos, pensado para estudiantes de ciencias de la salud y profesionales que se acercan por primera vez a la atención virtual. Si quiere profundizar, puede continuar con el Curso de Telemedicina.',
    ),
    categories: ['Telemedicina'],
    specialist: 'villacres',
    price: '0.00',
    free: true,
    featured: false,
    certificate: false,
    publishedAt: '2024-08-26T14:00:00Z',
    modules: [
      mod(
        'Conceptos esenciales',
        lesson('Telemedicina, telesalud y salud digital', mp4()),
        lesson('Modalidades de atención a distancia', vimeo(11), reading('Glosario de telesalud')),
      ),
      mod(
        'Primeros pasos',
        lesson('Requisitos mínimos para empezar', youtube(12)),
        lesson(
          'Ética y confidencialidad en la atención virtual',
          vimeo(10),
          reading('Decálogo ético de la teleconsulta'),
        ),
      ),
    ],
  },
  {
    name: 'Mentoría en Telemedicina: 30 días de acompañamiento',
    description:
      'Acompañamiento personalizado durante 30 días para lanzar o reorganizar su servicio de teleconsulta, con sesiones individuales y revisión de sus procesos.',
    about: paragraphs(
      'La mentoría es un acompañamiento individual de 30 días para aplicar lo aprendido en su propia práctica. Junto al mentor define objetivos concretos: su primera teleconsulta, un flujo de agenda y cobro, o la reorganización de un servicio que ya funciona.',
      'Durante el mes reserva sesiones individuales por videollamada desde su área de estudiante, envía sus documentos (consentimiento informado, plantillas, tarifario) para revisión y recibe retroalimentación por escrito.',
      'Se recomienda haber completado el Curso de Telemedicina o tener experiencia previa en atención a distancia. Los cupos son limitados para garantizar una atención personalizada.',
      'El plazo de 30 días corre desde su inscripción; las sesiones no utilizadas dentro de ese período no son acumulables.',
    ),
    categories: ['Telemedicina', 'Gestión en Salud'],
    specialist: 'villacres',
    price: '390.00',
    free: false,
    featured: false,
    certificate: false,
    publishedAt: '2025-09-08T14:00:00Z',
    days: 30,
    modules: [
      mod(
        'Diagnóstico inicial',
        lesson('Bienvenida y cómo reservar sus sesiones', mp4(), reading('Reglamento de la mentoría')),
        lesson(
          'Autoevaluación de su servicio',
          download('Formulario de autoevaluación del servicio de telemedicina'),
        ),
      ),
      mod(
        'Plan de trabajo',
        lesson('Definición de objetivos a 30 días', vimeo(14), download('Plantilla del plan de trabajo')),
        lesson('Reserve su sesión individual', link('Ir a mis cursos y mentorías', '/v2/home')),
      ),
      mod(
        'Cierre y seguimiento',
        lesson(
          'Revisión de resultados y próximos pasos',
          youtube(12),
          reading('Indicadores para medir su avance'),
        ),
      ),
    ],
  },
  {
    name: 'Libro «Telemedicina práctica» (preventa)',
    description:
      'Preventa del libro «Telemedicina práctica: guía para profesionales de la salud». Incluye capítulos de muestra y acceso anticipado a la versión digital.',
    about: paragraphs(
      '«Telemedicina práctica» reúne en un solo volumen la experiencia de años de formación de profesionales en atención a distancia: desde el marco legal y la elección de la tecnología hasta la consulta virtual por especialidades y la gestión del servicio.',
      'Al reservar en preventa obtiene el precio especial de lanzamiento, acceso inmediato a los capítulos de muestra y la versión digital completa en cuanto se publique.',
      'La compra se realiza en una página de pago segura; tras la confirmación recibirá un correo con las instrucciones de acceso.',
    ),
    categories: ['Telemedicina'],
    specialist: 'villacres',
    price: '20.00',
    free: false,
    featured: false,
    certificate: false,
    publishedAt: '2026-06-01T14:00:00Z',
    externalCheckoutUrl: '/checkout/20/preventa-libro',
    modules: [
      mod(
        'Presentación del libro',
        lesson('Presentación a cargo del autor', mp4()),
        lesson(
          'Índice del libro',
          reading('Índice de «Telemedicina práctica»', [
            'Parte I. Fundamentos: definiciones, evidencia y marco legal.',
            'Parte II. Tecnología: equipamiento, plataformas y seguridad de la información.',
            'Parte III. La consulta virtual: antes, durante y después.',
            'Parte IV. Telemedicina por especialidades: crónicos, pediatría, salud mental y más.',
            'Parte V. Gestión: honorarios, indicadores de calidad y crecimiento del servicio.',
          ]),
        ),
      ),
      mod(
        'Capítulos de muestra',
        lesson('Capítulo 1: La consulta que empieza antes de la cámara', reading('Capítulo 1 de muestra')),
        lesson('Capítulo 4: Examen físico guiado a distancia', reading('Capítulo 4 de muestra')),
      ),
    ],
  },
  {
    name: 'Manejo integral de la diabetes tipo 2 en atención primaria',
    description:
      'Diagnóstico, metas individualizadas y tratamiento escalonado de la diabetes tipo 2, con énfasis en los nuevos fármacos y la prevención de complicaciones.',
    about: paragraphs(
      'La diabetes tipo 2 es una de las principales causas de consulta en el primer nivel de atención. Este curso actualiza el abordaje integral del paciente: diagnóstico y clasificación, metas individualizadas de HbA1c, presión arterial y lípidos, y tratamiento escalonado según las comorbilidades.',
      'Profundizaremos en el uso de metformina, inhibidores de SGLT2 y agonistas del receptor de GLP-1, en el inicio oportuno de insulina basal y en el tamizaje de complicaciones microvasculares y del pie diabético.',
      'Dirigido a médicos generales, familiares e internistas, y a enfermeras que participan en programas de enfermedades crónicas.',
      'La metodología se basa en casos clínicos frecuentes en nuestra región, con algoritmos descargables. El último módulo se habilita unos días después del inicio para que avances de forma progresiva. Incluye certificado de aprobación.',
    ),
    categories: ['Diabetes y Endocrinología', 'Medicina Interna'],
    specialist: 'paredes',
    price: '89.00',
    free: false,
    featured: true,
    certificate: true,
    publishedAt: '2024-04-22T14:00:00Z',
    modules: [
      mod(
        'Diagnóstico y evaluación inicial',
        lesson(
          'Criterios diagnósticos y clasificación',
          mp4(),
          reading('Criterios diagnósticos de diabetes y prediabetes', [
            'Glucosa plasmática en ayunas de 126 mg/dL o más, confirmada en una segunda muestra.',
            'HbA1c de 6,5 % o más, medida con un método estandarizado.',
            'Glucosa de 200 mg/dL o más a las 2 horas de una carga oral de 75 g de glucosa.',
            'Glucosa al azar de 200 mg/dL o más en un paciente con síntomas clásicos de hiperglucemia.',
            'Prediabetes: glucosa en ayunas de 100 a 125 mg/dL o HbA1c de 5,7 a 6,4 %.',
          ]),
        ),
        lesson('Evaluación inicial y estratificación del riesgo cardiovascular', vimeo(18)),
      ),
      mod(
        'Tratamiento farmacológico',
        lesson(
          'Metformina y cambios en el estilo de vida',
          youtube(16),
          reading('Recomendaciones de estilo de vida en diabetes tipo 2'),
        ),
        lesson(
          'iSGLT2 y arGLP-1: cuándo y en quién',
          vimeo(22),
          download('Algoritmo de tratamiento de la diabetes tipo 2'),
        ),
        lesson('Inicio y titulación de insulina basal', vimeo(20)),
      ),
      mod(
        'Complicaciones y seguimiento',
        releasedIn(
          10,
          lesson(
            'Tamizaje de retinopatía, nefropatía y neuropatía',
            youtube(19),
            reading('Calendario de tamizaje de complicaciones'),
          ),
        ),
        releasedIn(
          10,
          lesson(
            'Pie diabético: evaluación y prevención',
            mp4(),
            download('Ficha de evaluación del pie diabético'),
          ),
        ),
      ),
    ],
  },
  {
    name: 'Insulinoterapia práctica para médicos y enfermeras',
    description:
      'Tipos de insulina, esquemas basal y basal-bolo, técnica de aplicación, manejo de la hipoglucemia y educación del paciente que inicia insulina.',
    about: paragraphs(
      'Iniciar insulina genera dudas tanto en el equipo de salud como en el paciente. Este curso ofrece una guía práctica para elegir el tipo de insulina, calcular la dosis inicial, titularla con seguridad y reconocer cuándo cambiar de esquema.',
      'Incluye la técnica correcta de aplicación y conservación, la rotación de sitios, la prevención y el tratamiento de la hipoglucemia, y los ajustes en situaciones especiales como una enfermedad intercurrente o el ayuno.',
      'Está dirigido a médicos y enfermeras de atención primaria y hospitalaria que educan y acompañan a personas con diabetes.',
      'Las clases en video se complementan con tablas de dosificación y materiales educativos listos para entregar a sus pacientes. Incluye certificado.',
    ),
    categories: ['Diabetes y Endocrinología', 'Enfermería'],
    specialist: 'paredes',
    price: '69.00',
    free: false,
    featured: false,
    certificate: true,
    publishedAt: '2024-07-08T14:00:00Z',
    modules: [
      mod(
        'Fundamentos',
        lesson(
          'Tipos de insulina y perfiles de acción',
          mp4(),
          download('Tabla de insulinas disponibles y perfiles de acción'),
        ),
        lesson('Cuándo iniciar insulina en la diabetes tipo 2', vimeo(15)),
      ),
      mod(
        'Esquemas y titulación',
        lesson(
          'Esquema basal: dosis inicial y titulación',
          youtube(17),
          reading('Titulación de insulina basal'),
        ),
        lesson('Esquema basal-bolo y dosis de corrección', vimeo(21)),
      ),
      mod(
        'Educación y seguridad',
        lesson(
          'Técnica de aplicación y rotación de sitios',
          mp4(),
          download('Folleto para el paciente: cómo aplicar la insulina'),
        ),
        lesson(
          'Hipoglucemia: prevención y tratamiento',
          youtube(14),
          reading('Regla de los 15: manejo de la hipoglucemia', [
            'Si la glucosa es menor de 70 mg/dL, tome 15 g de azúcar de absorción rápida.',
            'Por ejemplo: medio vaso de jugo, tres cucharaditas de azúcar en agua o tres tabletas de glucosa.',
            'Vuelva a medir la glucosa a los 15 minutos y repita si sigue por debajo de 70 mg/dL.',
            'Cuando se normalice, coma un refrigerio con carbohidratos y proteína si falta más de una hora para la comida.',
            'Si la persona está inconsciente, no le dé nada por la boca y busque ayuda de emergencia.',
          ]),
        ),
      ),
    ],
  },
  {
    name: 'Hipertensión arterial: diagnóstico y tratamiento actualizado',
    description:
      'Medición correcta de la presión arterial, diagnóstico, metas y tratamiento farmacológico de la hipertensión según las guías más recientes.',
    about: paragraphs(
      'La hipertensión arterial es el principal factor de riesgo cardiovascular modificable y, con frecuencia, está mal diagnosticada o mal controlada. Este curso repasa la técnica correcta de medición en el consultorio, el monitoreo ambulatorio y domiciliario, y los criterios diagnósticos vigentes.',
      'Aprenderá a definir metas según el riesgo del paciente, a elegir combinaciones farmacológicas en una sola toma y a identificar la hipertensión resistente y las causas secundarias que merecen estudio.',
      'Dirigido a médicos generales, internistas, cardiólogos en formación y personal de enfermería de programas de enfermedades crónicas.',
      'Incluye casos clínicos comentados, un algoritmo de tratamiento descargable y certificado de aprobación.',
    ),
    categories: ['Cardiología', 'Medicina Interna'],
    specialist: 'paredes',
    price: '79.00',
    free: false,
    featured: false,
    certificate: true,
    publishedAt: '2024-10-14T14:00:00Z',
    modules: [
      mod(
        'Diagnóstico',
        lesson(
          'Técnica de medición y errores frecuentes',
          mp4(),
          reading('Técnica estandarizada de medición de la presión arterial', [
            'Paciente sentado, con la espalda apoyada y los pies en el suelo, tras cinco minutos de reposo.',
            'Sin cafeína, tabaco ni ejercicio en los 30 minutos previos y con la vejiga vacía.',
            'Brazalete de tamaño adecuado a la circunferencia del brazo, a la altura del corazón.',
            'Dos o tres mediciones separadas por un minuto; registre el promedio.',
            'En la primera consulta, mida en ambos brazos y use como referencia el valor más alto.',
          ]),
        ),
        lesson('Monitoreo ambulatorio y automedición domiciliaria', vimeo(16)),
      ),
      mod(
        'Tratamiento',
        lesson('Metas terapéuticas y cambios en el estilo de vida', youtube(14)),
        lesson(
          'Tratamiento farmacológico y combinaciones',
          vimeo(23),
          download('Algoritmo de tratamiento antihipertensivo'),
        ),
      ),
      mod(
        'Situaciones especiales',
        lesson(
          'Hipertensión resistente y secundaria',
          vimeo(19),
          reading('Causas de hipertensión secundaria'),
        ),
        lesson('Urgencia y emergencia hipertensiva', youtube(17)),
      ),
    ],
  },
  {
    name: 'Electrocardiografía básica para el primer nivel',
    description:
      'Lectura sistemática del electrocardiograma: ritmo, eje, bloqueos, isquemia y las arritmias que no puede pasar por alto en la consulta y en emergencias.',
    about: paragraphs(
      'Interpretar un electrocardiograma con seguridad es una competencia esencial para cualquier médico de primer contacto. En este curso aprenderá un método sistemático de lectura en diez pasos que podrá aplicar a cada trazado.',
      'Revisaremos el ritmo sinusal y sus variantes, el cálculo del eje, los bloqueos auriculoventriculares y de rama, los signos de isquemia y de infarto con elevación del ST, y las arritmias que requieren acción inmediata.',
      'Dirigido a médicos generales, residentes, internos y profesionales de enfermería de emergencias y cuidados intensivos.',
      'Cada módulo incluye trazados reales para practicar y un resumen descargable para consulta rápida durante la guardia.',
    ),
    categories: ['Cardiología', 'Urgencias y Emergencias'],
    specialist: 'cordero',
    price: '59.00',
    free: false,
    featured: false,
    certificate: true,
    publishedAt: '2025-01-20T14:00:00Z',
    modules: [
      mod(
        'Fundamentos del electrocardiograma',
        lesson(
          'Derivaciones, papel y calibración',
          youtube(12),
          download('Método de lectura del electrocardiograma en diez pasos', [
            '1. Verifique identificación, calibración (10 mm/mV) y velocidad del papel (25 mm/s).',
            '2. Determine el ritmo: ¿hay una onda P antes de cada QRS?',
            '3. Calcule la frecuencia cardiaca.',
            '4. Mida el intervalo PR.',
            '5. Evalúe la duración y la morfología del QRS.',
            '6. Calcule el eje eléctrico.',
            '7. Busque alteraciones del segmento ST.',
            '8. Analice la onda T.',
            '9. Mida el intervalo QT corregido.',
            '10. Compare con trazados previos y correlacione con la clínica.',
          ]),
        ),
        lesson('Método de lectura en diez pasos', vimeo(21)),
      ),
      mod(
        'Alteraciones de la conducción y del ritmo',
        lesson(
          'Bloqueos auriculoventriculares y de rama',
          youtube(18),
          reading('Criterios de los bloqueos de rama'),
        ),
        lesson('Taquiarritmias y bradiarritmias', vimeo(24)),
      ),
      mod(
        'Isquemia e infarto',
        lesson(
          'Síndrome coronario agudo en el electrocardiograma',
          vimeo(22),
          reading('Criterios electrocardiográficos de infarto'),
        ),
        lesson('Casos de práctica comentados', youtube(26), download('Banco de trazados para práctica')),
      ),
    ],
  },
  {
    name: 'Soporte vital básico y avanzado: actualización',
    description:
      'Reanimación cardiopulmonar de alta calidad, manejo de la vía aérea y algoritmos de paro cardiaco actualizados para equipos de salud.',
    about: paragraphs(
      'Ante un paro cardiaco, cada minuto sin compresiones de calidad reduce la probabilidad de supervivencia. Este curso actualiza los algoritmos de soporte vital básico y avanzado en el adulto y entrena la toma de decisiones en equipo.',
      'Aprenderá a reconocer el paro, realizar compresiones y ventilaciones efectivas, usar el desfibrilador, manejar la vía aérea, elegir los fármacos adecuados, tratar las causas reversibles y organizar los cuidados posreanimación.',
      'Está dirigido a médicos, enfermeras, paramédicos y estudiantes de los últimos años que trabajan o rotan por servicios de emergencia, hospitalización y cuidados intensivos.',
      'La parte teórica se complementa con videos de escenarios simulados y listas de verificación. El curso en línea no reemplaza la práctica presencial con maniquí, pero le prepara para aprovecharla al máximo.',
    ),
    categories: ['Urgencias y Emergencias', 'Enfermería'],
    specialist: 'cordero',
    price: '99.00',
    free: false,
    featured: true,
    certificate: true,
    publishedAt: '2024-09-02T14:00:00Z',
    modules: [
      mod(
        'Soporte vital básico',
        lesson(
          'Cadena de supervivencia y reconocimiento del paro',
          mp4(),
          reading('Cadena de supervivencia intrahospitalaria y extrahospitalaria'),
        ),
        lesson('RCP de alta calidad y uso del DEA', vimeo(19)),
      ),
      mod(
        'Soporte vital avanzado',
        lesson(
          'Ritmos desfibrilables y no desfibrilables',
          youtube(22),
          download('Algoritmo de paro cardiaco en el adulto', [
            'Inicie RCP de alta calidad: 100 a 120 compresiones por minuto, de 5 a 6 cm de profundidad.',
            'Conecte el monitor o desfibrilador lo antes posible y analice el ritmo.',
            'FV o TV sin pulso: descargue, reanude RCP 2 minutos; adrenalina tras la segunda descarga y amiodarona tras la tercera.',
            'Asistolia o AESP: adrenalina 1 mg IV lo antes posible y cada 3 a 5 minutos.',
            'Minimice las interrupciones de las compresiones: menos de 10 segundos en cada pausa.',
            'Busque y trate las causas reversibles (5 H y 5 T) en cada ciclo.',
          ]),
        ),
        lesson('Vía aérea avanzada y capnografía', vimeo(18)),
        lesson('Causas reversibles: las 5 H y las 5 T', vimeo(15), reading('Las 5 H y las 5 T')),
      ),
      mod(
        'Trabajo en equipo',
        lesson('Roles y comunicación en el código azul', youtube(16)),
        lesson(
          'Cuidados posreanimación',
          vimeo(17),
          reading('Lista de verificación de cuidados posreanimación'),
        ),
      ),
    ],
  },
  {
    name: 'Triaje en servicios de emergencia',
    description:
      'Clasificación de pacientes por prioridad con el sistema Manchester: discriminadores, tiempos de atención y retriaje en la sala de espera.',
    about: paragraphs(
      'Un triaje bien hecho salva vidas y ordena el servicio de emergencia. Este curso explica los principios de la clasificación por prioridades y el uso del sistema Manchester, el más difundido en los hospitales de la región.',
      'Aprenderá a seleccionar el diagrama de presentación adecuado, aplicar los discriminadores generales y específicos, asignar el nivel de prioridad y reevaluar a los pacientes en espera.',
      'Dirigido a enfermeras y médicos que realizan triaje o que se incorporan a un servicio de emergencia.',
      'El curso se basa en casos simulados con retroalimentación inmediata y en material descargable para el puesto de triaje. Incluye certificado.',
    ),
    categories: ['Urgencias y Emergencias', 'Enfermería'],
    specialist: 'cordero',
    price: '49.00',
    free: false,
    featured: false,
    certificate: true,
    publishedAt: '2025-03-10T14:00:00Z',
    modules: [
      mod(
        'Principios del triaje',
        lesson('Qué es el triaje y por qué importa', mp4()),
        lesson(
          'Niveles de prioridad y tiempos objetivo',
          vimeo(14),
          reading('Niveles de prioridad del sistema Manchester', [
            'Rojo, inmediato: atención sin espera.',
            'Naranja, muy urgente: atención en un máximo de 10 minutos.',
            'Amarillo, urgente: atención en un máximo de 60 minutos.',
            'Verde, estándar: atención en un máximo de 120 minutos.',
            'Azul, no urgente: atención en un máximo de 240 minutos.',
          ]),
        ),
      ),
      mod(
        'Aplicación práctica',
        lesson(
          'Diagramas de presentación y discriminadores',
          youtube(20),
          download('Tarjeta de bolsillo de discriminadores generales'),
        ),
        lesson('Retriaje y situaciones especiales', vimeo(16), reading('Triaje en víctimas múltiples')),
      ),
    ],
  },
  {
    name: 'Cuidados de enfermería en el paciente crítico',
    description:
      'Valoración, monitorización y cuidados del paciente en cuidados intensivos: ventilación mecánica, accesos vasculares, sedación y prevención de infecciones.',
    about: paragraphs(
      'El paciente crítico exige una valoración continua y una respuesta rápida del equipo de enfermería. Este curso reúne los cuidados esenciales en la unidad de cuidados intensivos con un enfoque práctico y centrado en la seguridad del paciente.',
      'Abordaremos la monitorización hemodinámica, los cuidados del paciente con ventilación mecánica, el manejo de accesos venosos centrales y arteriales, la valoración de la sedación y el dolor, y los paquetes de medidas para prevenir la neumonía asociada a la ventilación y las bacteriemias.',
      'Está dirigido a profesionales de enfermería de cuidados intensivos, emergencias y hospitalización, y a quienes se preparan para rotar por estas áreas.',
      'Cada módulo combina clases en video, protocolos descargables y casos clínicos para aplicar en su turno. Incluye certificado de aprobación.',
    ),
    categories: ['Enfermería'],
    specialist: 'montalvo',
    price: '79.00',
    free: false,
    featured: true,
    certificate: true,
    publishedAt: '2024-11-18T14:00:00Z',
    modules: [
      mod(
        'Valoración y monitorización',
        lesson(
          'Valoración inicial del paciente crítico',
          mp4(),
          reading('Valoración céfalo-caudal en cuidados intensivos'),
        ),
        lesson('Monitorización hemodinámica', vimeo(20)),
      ),
      mod(
        'Ventilación mecánica',
        lesson(
          'Cuidados del paciente intubado',
          youtube(22),
          download('Lista de verificación del paciente con ventilación mecánica', [
            'Cabecera elevada entre 30 y 45 grados, salvo contraindicación.',
            'Presión del balón del tubo endotraqueal entre 20 y 30 cmH2O, verificada cada turno.',
            'Higiene oral con clorhexidina según el protocolo de la unidad.',
            'Interrupción diaria de la sedación y prueba de ventilación espontánea cuando esté indicada.',
            'Fijación del tubo y comisura labial registradas en cada turno.',
            'Alarmas del ventilador activas y con límites ajustados al paciente.',
          ]),
        ),
        lesson(
          'Aspiración de secreciones y prevención de la neumonía asociada a la ventilación',
          vimeo(17),
          reading('Técnica de aspiración de secreciones en circuito cerrado'),
        ),
      ),
      mod(
        'Accesos vasculares y sedación',
        lesson(
          'Catéter venoso central y línea arterial',
          vimeo(19),
          download('Paquete de medidas para prevenir la bacteriemia por catéter'),
        ),
        lesson('Escalas de sedación, dolor y delirium', youtube(15), reading('Escalas RASS, CPOT y CAM-ICU')),
      ),
    ],
  },
  {
    name: 'Administración segura de medicamentos',
    description:
      'Los correctos de la administración, cálculo de dosis y goteos, medicamentos de alto riesgo y prevención de errores de medicación.',
    about: paragraphs(
      'Los errores de medicación son una de las causas más frecuentes de eventos adversos evitables en los hospitales. Este curso refuerza las prácticas que protegen al paciente en cada etapa: prescripción, preparación, administración y registro.',
      'Repasaremos los correctos de la administración, el cálculo de dosis, diluciones y velocidades de infusión, el manejo de medicamentos de alto riesgo como la insulina, el potasio y los anticoagulantes, y la notificación de incidentes.',
      'Dirigido a profesionales y estudiantes de enfermería, y a todo el personal que participa en el circuito del medicamento.',
      'Incluye ejercicios de cálculo resueltos paso a paso y una tarjeta de bolsillo descargable.',
    ),
    categories: ['Enfermería', 'Farmacología'],
    specialist: 'montalvo',
    price: '39.00',
    free: false,
    featured: false,
    certificate: false,
    publishedAt: '2025-05-05T14:00:00Z',
    modules: [
      mod(
        'Principios de seguridad',
        lesson(
          'Los correctos de la administración',
          mp4(),
          download('Tarjeta de bolsillo: los correctos de la administración', [
            'Paciente correcto: verifique con dos identificadores, nunca solo con el número de cama.',
            'Medicamento correcto: compare la etiqueta con la prescripción en tres momentos.',
            'Dosis correcta: haga un doble chequeo independiente en medicamentos de alto riesgo.',
            'Vía correcta y hora correcta, según la prescripción y la estabilidad del fármaco.',
            'Registro correcto: documente inmediatamente después de administrar, nunca antes.',
            'Educación e información al paciente, y derecho a rechazar el medicamento.',
          ]),
        ),
        lesson('Medicamentos de alto riesgo', vimeo(16), reading('Lista de medicamentos de alto riesgo')),
      ),
      mod(
        'Cálculo y preparación',
        lesson(
          'Cálculo de dosis y diluciones',
          youtube(18),
          reading('Ejercicios resueltos de cálculo de dosis'),
        ),
        lesson('Goteos e infusiones continuas', vimeo(14)),
      ),
      mod(
        'Cultura de seguridad',
        lesson(
          'Notificación y análisis de errores de medicación',
          youtube(12),
          reading('Formulario de notificación de incidentes'),
        ),
      ),
    ],
  },
  {
    name: 'Prevención y curación de heridas y úlceras por presión',
    description:
      'Valoración de heridas, elección de apósitos, prevención y tratamiento de lesiones por presión y cuidado del pie diabético ulcerado.',
    about: paragraphs(
      'Las heridas crónicas y las lesiones por presión prolongan la hospitalización, generan dolor y aumentan los costos de atención. Este curso ofrece herramientas para prevenirlas y tratarlas con criterios actualizados.',
      'Aprenderá a valorar una herida de forma estructurada, preparar el lecho, elegir el apósito adecuado para cada fase de la cicatrización y aplicar escalas de riesgo como la de Braden en pacientes hospitalizados y en el domicilio.',
      'Dirigido a enfermeras, médicos de atención primaria y cuidadores profesionales de pacientes con movilidad reducida.',
      'El contenido se apoya en demostraciones en video y guías de decisión descargables. Incluye certificado.',
    ),
    categories: ['Enfermería'],
    specialist: 'montalvo',
    price: '45.00',
    free: false,
    featured: false,
    certificate: true,
    publishedAt: '2025-07-14T14:00:00Z',
    modules: [
      mod(
        'Valoración de heridas',
        lesson('Fisiología de la cicatrización', mp4()),
        lesson(
          'Valoración estructurada y preparación del lecho',
          vimeo(18),
          reading('Valoración de heridas con el esquema TIME'),
        ),
      ),
      mod(
        'Lesiones por presión',
        lesson(
          'Escala de Braden y medidas de prevención',
          youtube(15),
          download('Escala de Braden para imprimir'),
        ),
        lesson('Clasificación y tratamiento por estadios', vimeo(20)),
      ),
      mod(
        'Apósitos y casos especiales',
        lesson('Selección de apósitos', vimeo(17), reading('Guía de selección de apósitos')),
        lesson('Úlcera de pie diabético', youtube(16)),
      ),
    ],
  },
  {
    name: 'Urgencias pediátricas en el primer nivel',
    description:
      'Reconoce al niño grave y maneja la fiebre, la deshidratación, la dificultad respiratoria y las convulsiones en la consulta y en la emergencia.',
    about: paragraphs(
      'El niño enfermo puede deteriorarse con rapidez, y la primera evaluación marca la diferencia. Este curso le enseña a usar el triángulo de evaluación pediátrica para reconocer en segundos al niño grave y actuar con orden.',
      'Abordaremos la fiebre sin foco, la deshidratación por gastroenteritis y la rehidratación oral, la bronquiolitis y la crisis asmática, y la convulsión febril y el estado convulsivo, con dosis pediátricas calculadas por peso.',
      'Dirigido a médicos generales y de familia, pediatras en formación y enfermeras que atienden niños en centros de salud y servicios de emergencia.',
      'Los casos clínicos y las tablas de dosificación descargables le acompañarán en la práctica diaria. Incluye certificado.',
    ),
    categories: ['Pediatría', 'Urgencias y Emergencias'],
    specialist: 'espinosa',
    price: '69.00',
    free: false,
    featured: false,
    certificate: true,
    publishedAt: '2025-02-17T14:00:00Z',
    modules: [
      mod(
        'Evaluación inicial',
        lesson('Triángulo de evaluación pediátrica', mp4(), reading('El triángulo de evaluación pediátrica')),
        lesson('Signos vitales normales por edad', download('Tabla de signos vitales pediátricos por edad')),
      ),
      mod(
        'Problemas frecuentes',
        lesson('Fiebre sin foco en lactantes', vimeo(18)),
        lesson('Deshidratación y rehidratación oral', youtube(16), reading('Planes de hidratación A, B y C')),
        lesson('Bronquiolitis y crisis asmática', vimeo(21)),
      ),
      mod(
        'Neurología de urgencias',
        lesson(
          'Convulsión febril y estado convulsivo',
          vimeo(19),
          download('Dosis pediátricas de fármacos de urgencia'),
        ),
      ),
    ],
  },
  {
    name: 'Control del niño sano y esquema de vacunación',
    description:
      'Evaluación del crecimiento y el desarrollo, tamizajes, consejería a la familia y esquema de vacunación vigente en la consulta de control.',
    about: paragraphs(
      'La consulta del niño sano es la mejor oportunidad para prevenir enfermedades y detectar problemas a tiempo. Este curso organiza lo que debe revisarse en cada control, desde el recién nacido hasta la adolescencia.',
      'Aprenderá a interpretar las curvas de crecimiento de la OMS, evaluar los hitos del desarrollo, indicar los tamizajes según la edad y aplicar el esquema de vacunación vigente, incluidas las oportunidades perdidas y los esquemas atrasados.',
      'Dirigido a médicos y enfermeras de atención primaria, pediatras y estudiantes de ciencias de la salud.',
      'Incluye listas de control por edad y material de consejería para madres, padres y cuidadores.',
    ),
    categories: ['Pediatría', 'Enfermería'],
    specialist: 'espinosa',
    price: '39.00',
    free: false,
    featured: false,
    certificate: false,
    publishedAt: '2025-10-06T14:00:00Z',
    modules: [
      mod(
        'Crecimiento y desarrollo',
        lesson(
          'Curvas de crecimiento de la OMS',
          mp4(),
          reading('Interpretación de las curvas de crecimiento'),
        ),
        lesson('Hitos del desarrollo y señales de alerta', youtube(17)),
      ),
      mod(
        'Prevención',
        lesson(
          'Esquema de vacunación y esquemas atrasados',
          vimeo(20),
          download('Calendario de vacunación para la consulta'),
        ),
        lesson(
          'Consejería en alimentación y prevención de accidentes',
          vimeo(14),
          reading('Consejería por edades para la familia'),
        ),
      ),
    ],
  },
  {
    name: 'Salud mental en atención primaria: depresión y ansiedad',
    description:
      'Detección, diagnóstico y tratamiento inicial de la depresión y los trastornos de ansiedad en la consulta general, con criterios claros de derivación.',
    about: paragraphs(
      'Muchos pacientes que acuden a la consulta general presentan síntomas de depresión o ansiedad, a menudo ocultos tras molestias físicas. Este curso le da herramientas para detectarlos y ofrecer un primer tratamiento eficaz.',
      'Trabajaremos con escalas breves de tamizaje como el PHQ-9 y el GAD-7, la evaluación del riesgo suicida, el uso seguro de los antidepresivos de primera línea, las intervenciones psicosociales breves y los criterios de derivación a la especialidad.',
      'Está dirigido a médicos generales y de familia, internistas, enfermeras y psicólogos que trabajan en el primer nivel de atención.',
      'La metodología incluye entrevistas clínicas simuladas en video y guías de bolsillo descargables. Incluye certificado.',
    ),
    categories: ['Salud Mental', 'Medicina Interna'],
    specialist: 'iniguez',
    price: '59.00',
    free: false,
    featured: false,
    certificate: true,
    publishedAt: '2025-04-07T14:00:00Z',
    modules: [
      mod(
        'Detección',
        lesson('Cómo se presentan la depresión y la ansiedad en la consulta', vimeo(15)),
        lesson('Escalas PHQ-9 y GAD-7', vimeo(13), download('Cuestionarios PHQ-9 y GAD-7')),
      ),
      mod(
        'Evaluación del riesgo',
        lesson(
          'Entrevista sobre ideación suicida',
          youtube(19),
          reading('Evaluación y plan de seguridad ante riesgo suicida'),
        ),
      ),
      mod(
        'Tratamiento inicial',
        lesson(
          'Antidepresivos de primera línea',
          vimeo(21),
          reading('Guía de inicio y seguimiento de antidepresivos'),
        ),
        lesson('Intervenciones psicosociales breves y derivación', youtube(16)),
      ),
    ],
  },
  {
    name: 'Prevención del burnout en profesionales de la salud',
    description:
      'Curso gratuito para reconocer el agotamiento profesional, cuidar su salud mental y construir equipos de trabajo más saludables.',
    about: paragraphs(
      'Las jornadas prolongadas, la carga emocional y la presión asistencial exponen al personal de salud a un alto riesgo de agotamiento profesional. Este curso gratuito le ayuda a reconocer sus señales en usted y en su equipo.',
      'Revisaremos los factores personales e institucionales del burnout, estrategias de autocuidado con respaldo científico, técnicas breves de regulación emocional y recomendaciones para líderes de equipo.',
      'Está dirigido a todo el personal de salud: médicos, enfermeras, técnicos, personal administrativo y estudiantes en formación.',
    ),
    categories: ['Salud Mental', 'Gestión en Salud'],
    specialist: 'iniguez',
    price: '0.00',
    free: true,
    featured: false,
    certificate: false,
    publishedAt: '2025-06-16T14:00:00Z',
    modules: [
      mod(
        'Reconocer el agotamiento',
        lesson(
          'Qué es el burnout y cómo se manifiesta',
          mp4(),
          download('Cuestionario de autoevaluación del agotamiento'),
        ),
      ),
      mod(
        'Autocuidado y equipos',
        lesson('Estrategias de autocuidado basadas en evidencia', youtube(15)),
        lesson(
          'Técnicas breves de regulación emocional',
          mp4(),
          reading('Respiración diafragmática y pausa consciente entre pacientes', [
            'Siéntese con la espalda recta y una mano sobre el abdomen.',
            'Inhale por la nariz durante cuatro segundos, sintiendo cómo se eleva el abdomen.',
            'Sostenga el aire dos segundos y exhale lentamente por la boca durante seis segundos.',
            'Repita el ciclo cinco veces antes de llamar al siguiente paciente.',
          ]),
        ),
        lesson('Cuidar al equipo: recomendaciones para líderes', vimeo(12)),
      ),
    ],
  },
  {
    name: 'Control prenatal basado en evidencia',
    description:
      'Consultas prenatales con enfoque de riesgo: exámenes por trimestre, suplementación, tamizajes y signos de alarma que debe conocer cada gestante.',
    about: paragraphs(
      'Un control prenatal oportuno y de calidad reduce la morbilidad y la mortalidad materna y perinatal. Este curso organiza las actividades de cada consulta según la edad gestacional y el riesgo de la paciente.',
      'Revisaremos la primera consulta y la datación del embarazo, los exámenes y tamizajes por trimestre, la suplementación con ácido fólico, hierro y calcio, el tamizaje de diabetes gestacional y de preeclampsia, y la consejería sobre signos de alarma.',
      'Dirigido a médicos generales, obstetrices, enfermeras y ginecólogos en formación del primer y segundo nivel de atención.',
      'Incluye una lista de control por trimestre, material educativo para las gestantes y certificado de aprobación.',
    ),
    categories: ['Ginecología y Obstetricia'],
    specialist: 'jaramillo',
    price: '59.00',
    free: false,
    featured: false,
    certificate: true,
    publishedAt: '2025-08-11T14:00:00Z',
    modules: [
      mod(
        'Primera consulta',
        lesson('Historia clínica y datación del embarazo', mp4(), reading('Cálculo de la edad gestacional')),
        lesson('Clasificación del riesgo obstétrico', vimeo(15)),
      ),
      mod(
        'Seguimiento por trimestres',
        lesson(
          'Exámenes y tamizajes por trimestre',
          youtube(18),
          download('Lista de control prenatal por trimestre'),
        ),
        lesson(
          'Suplementación y nutrición en el embarazo',
          vimeo(14),
          reading('Suplementación con ácido fólico, hierro y calcio'),
        ),
      ),
      mod(
        'Educación a la gestante',
        lesson(
          'Signos de alarma y plan de parto',
          youtube(12),
          download('Folleto: signos de alarma en el embarazo', [
            'Sangrado vaginal o salida de líquido por la vagina.',
            'Dolor de cabeza intenso, visión borrosa o luces brillantes.',
            'Hinchazón repentina de la cara, las manos o los pies.',
            'Fiebre, dolor al orinar o dolor abdominal intenso.',
            'El bebé se mueve menos de lo habitual o deja de moverse.',
            'Ante cualquiera de estos signos, acuda de inmediato al establecimiento de salud más cercano.',
          ]),
        ),
      ),
    ],
  },
  {
    name: 'Emergencias obstétricas: hemorragia posparto y trastornos hipertensivos',
    description:
      'Manejo por claves de la hemorragia posparto, la preeclampsia y la sepsis obstétrica: reconocimiento temprano, primeras medidas y referencia segura.',
    about: paragraphs(
      'La hemorragia posparto y los trastornos hipertensivos del embarazo siguen siendo las principales causas de muerte materna en América Latina. La mayoría de esas muertes se evita con un reconocimiento temprano y una respuesta organizada del equipo.',
      'Este curso entrena el manejo por claves obstétricas —roja, azul y amarilla—: uso de uterotónicos y ácido tranexámico, maniobras y traje antichoque no neumático, sulfato de magnesio, control de la presión arterial, manejo inicial de la sepsis y criterios de referencia.',
      'Dirigido a médicos, obstetrices y enfermeras de centros de salud, hospitales básicos y servicios de emergencia.',
      'Cada clave se presenta con un simulacro en video, la distribución de roles del equipo y un algoritmo descargable. Incluye certificado.',
    ),
    categories: ['Ginecología y Obstetricia', 'Urgencias y Emergencias'],
    specialist: 'jaramillo',
    price: '79.00',
    free: false,
    featured: false,
    certificate: true,
    publishedAt: '2026-01-19T14:00:00Z',
    modules: [
      mod(
        'Hemorragia posparto',
        lesson(
          'Prevención: manejo activo del tercer periodo del parto',
          mp4(),
          reading('Manejo activo del tercer periodo del parto'),
        ),
        lesson('Clave roja: respuesta organizada', vimeo(22), download('Algoritmo de clave roja')),
      ),
      mod(
        'Trastornos hipertensivos',
        lesson(
          'Preeclampsia con signos de severidad',
          youtube(19),
          reading('Criterios de severidad de la preeclampsia'),
        ),
        lesson(
          'Clave azul: sulfato de magnesio y antihipertensivos',
          vimeo(18),
          download('Algoritmo de clave azul'),
        ),
      ),
      mod('Sepsis obstétrica', lesson('Clave amarilla', youtube(16), reading('Algoritmo de clave amarilla'))),
    ],
  },
  {
    name: 'Gestión del consultorio y marketing ético para profesionales de la salud',
    description:
      'Organice la agenda, las finanzas y la atención al paciente de su consultorio, y comunique sus servicios en redes sociales respetando la ética profesional.',
    about: paragraphs(
      'Muchos profesionales de la salud abren su consultorio con una excelente formación clínica, pero sin herramientas de gestión. Este curso cubre lo esencial para que su práctica sea ordenada, sostenible y centrada en el paciente.',
      'Aprenderá a organizar la agenda y los recordatorios, fijar honorarios, llevar un control financiero básico, cumplir con la facturación electrónica y diseñar la experiencia del paciente desde el primer contacto hasta el seguimiento.',
      'En la segunda parte veremos cómo comunicar sus servicios en redes sociales con contenido educativo útil, sin promesas engañosas y respetando la confidencialidad y los códigos de ética.',
      'Dirigido a médicos, odontólogos, psicólogos, nutricionistas y demás profesionales con práctica privada o que planean iniciarla. Incluye certificado.',
    ),
    categories: ['Gestión en Salud', 'Telemedicina'],
    specialist: 'villacres',
    price: '97.00',
    free: false,
    featured: false,
    certificate: true,
    publishedAt: '2025-11-24T14:00:00Z',
    modules: [
      mod(
        'Organización del consultorio',
        lesson(
          'Agenda, recordatorios y ausentismo',
          mp4(),
          reading('Cómo reducir el ausentismo de pacientes'),
        ),
        lesson(
          'Honorarios y control financiero básico',
          vimeo(18),
          download('Plantilla de costos y honorarios'),
        ),
      ),
      mod(
        'Experiencia del paciente',
        lesson('Del primer contacto al seguimiento', youtube(15)),
        lesson(
          'Encuestas de satisfacción y mejora continua',
          vimeo(12),
          reading('Modelo de encuesta de satisfacción'),
        ),
      ),
      mod(
        'Comunicación digital ética',
        lesson(
          'Contenido educativo en redes sociales',
          vimeo(20),
          reading('Normas éticas de publicidad en salud'),
        ),
        lesson('Errores que dañan su reputación profesional', youtube(14)),
      ),
    ],
  },
  {
    name: 'Farmacología práctica en el adulto mayor',
    description:
      'Cambios farmacocinéticos del envejecimiento, polifarmacia, criterios STOPP/START y deprescripción segura en el paciente mayor.',
    about: paragraphs(
      'El adulto mayor recibe, en promedio, más medicamentos que cualquier otro grupo de edad y es más vulnerable a sus efectos adversos. Este curso le ayuda a prescribir con seguridad en esta población.',
      'Revisaremos los cambios farmacocinéticos y farmacodinámicos del envejecimiento, la polifarmacia y las cascadas de prescripción, los criterios STOPP/START y de Beers, y un método paso a paso para deprescribir.',
      'Dirigido a médicos generales, internistas, geriatras en formación, químicos farmacéuticos y enfermeras de servicios para adultos mayores.',
      'Los casos clínicos le permitirán practicar la revisión completa de la medicación de un paciente. Incluye certificado.',
    ),
    categories: ['Farmacología', 'Medicina Interna'],
    specialist: 'paredes',
    price: '55.00',
    free: false,
    featured: false,
    certificate: true,
    publishedAt: '2026-03-09T14:00:00Z',
    modules: [
      mod(
        'Bases',
        lesson(
          'Farmacocinética y farmacodinamia en el envejecimiento',
          youtube(17),
          reading('Cambios farmacocinéticos del envejecimiento'),
        ),
        lesson('Polifarmacia y cascadas de prescripción', vimeo(16)),
      ),
      mod(
        'Herramientas',
        lesson('Criterios STOPP/START y de Beers', youtube(20), download('Resumen de criterios STOPP/START')),
        lesson(
          'Deprescripción paso a paso',
          vimeo(18),
          reading('Protocolo de deprescripción en cinco pasos', [
            '1. Revise todos los medicamentos, incluidos los de venta libre y los productos naturales.',
            '2. Identifique los que tienen un riesgo mayor que su beneficio para este paciente.',
            '3. Priorice cuál retirar primero, empezando por los de mayor riesgo y menor beneficio.',
            '4. Retire de forma gradual cuando exista riesgo de síndrome de abstinencia o de rebote.',
            '5. Acuerde el plan con el paciente y su familia, y programe el seguimiento.',
          ]),
        ),
      ),
    ],
  },
  {
    name: 'Uso racional de antibióticos en atención primaria',
    description:
      'Webinar gratuito: cuándo sí y cuándo no indicar antibióticos en las infecciones respiratorias, urinarias y de piel más frecuentes en la consulta.',
    about: paragraphs(
      'La resistencia antimicrobiana es una amenaza creciente y buena parte del uso inadecuado de antibióticos ocurre en la consulta ambulatoria. En este webinar revisamos las infecciones más frecuentes en atención primaria con un enfoque práctico.',
      'Veremos cuándo una faringitis, una otitis, una sinusitis o una bronquitis requieren antibiótico, el tratamiento empírico de la infección urinaria y de piel, la duración óptima de los tratamientos y cómo explicar al paciente por qué no necesita un antibiótico.',
      'Dirigido a médicos generales y de familia, pediatras, químicos farmacéuticos y enfermeras. Incluye la grabación completa y una guía de bolsillo descargable.',
    ),
    categories: ['Farmacología', 'Medicina Interna'],
    specialist: 'paredes',
    price: '0.00',
    free: true,
    featured: false,
    certificate: false,
    publishedAt: '2026-04-20T14:00:00Z',
    modules: [
      mod(
        'Webinar',
        lesson('Grabación completa del webinar', youtube(58)),
        lesson(
          'Presentación y guía de bolsillo',
          reading('Presentación: uso racional de antibióticos'),
          download('Guía de bolsillo de antibioticoterapia ambulatoria'),
        ),
      ),
      mod(
        'Casos clínicos',
        lesson('Infecciones respiratorias altas', mp4()),
        lesson('Infección urinaria no complicada', vimeo(11)),
      ),
    ],
  },
  {
    name: 'Nutrición clínica en el paciente hospitalizado',
    description:
      'Tamizaje y valoración nutricional, cálculo de requerimientos y soporte nutricional enteral y parenteral en pacientes hospitalizados.',
    about: paragraphs(
      'La desnutrición hospitalaria es frecuente y se asocia con más complicaciones, estancias más largas y mayor mortalidad. Este curso le enseña a detectarla y tratarla a tiempo.',
      'Aprenderá a aplicar herramientas de tamizaje como el NRS-2002, a realizar una valoración nutricional completa, calcular los requerimientos de energía y proteína, e indicar y vigilar la nutrición enteral y parenteral, incluido el síndrome de realimentación.',
      'Dirigido a nutricionistas, médicos de hospitalización y cuidados intensivos, y enfermeras de servicios clínicos y quirúrgicos.',
      'Incluye ejercicios de cálculo resueltos, protocolos descargables y certificado de aprobación.',
    ),
    categories: ['Nutrición Clínica'],
    specialist: 'salgado',
    price: '49.00',
    free: false,
    featured: false,
    certificate: true,
    publishedAt: '2026-07-13T14:00:00Z',
    modules: [
      mod(
        'Tamizaje y valoración',
        lesson('Desnutrición hospitalaria y tamizaje NRS-2002', mp4(), download('Formulario NRS-2002')),
        lesson('Valoración nutricional completa', vimeo(17)),
      ),
      mod(
        'Soporte nutricional',
        lesson(
          'Cálculo de requerimientos de energía y proteína',
          youtube(15),
          reading('Ejercicios de cálculo de requerimientos'),
        ),
        lesson('Nutrición enteral: indicaciones y vigilancia', vimeo(19)),
        lesson(
          'Nutrición parenteral y síndrome de realimentación',
          vimeo(20),
          reading('Prevención del síndrome de realimentación'),
        ),
      ),
    ],
  },
  {
    name: 'Nutrición en diabetes y obesidad',
    description:
      'Plan de alimentación individualizado, conteo de carbohidratos y estrategias de cambio de conducta para personas con diabetes u obesidad.',
    about: paragraphs(
      'La alimentación es un pilar del tratamiento de la diabetes y la obesidad, pero las recomendaciones genéricas rara vez funcionan. Este curso le enseña a construir planes de alimentación realistas, adaptados a la cultura alimentaria y al presupuesto de cada paciente.',
      'Revisaremos el método del plato, el conteo de carbohidratos, el índice glucémico, las estrategias para una pérdida de peso sostenida y la entrevista motivacional aplicada a la consulta nutricional.',
      'Dirigido a nutricionistas, médicos de atención primaria, enfermeras educadoras y profesionales de programas de enfermedades crónicas.',
    ),
    categories: ['Nutrición Clínica', 'Diabetes y Endocrinología'],
    specialist: 'salgado',
    price: '49.00',
    free: false,
    featured: false,
    certificate: false,
    publishedAt: '2026-09-21T14:00:00Z',
    modules: [
      mod(
        'Bases del plan de alimentación',
        lesson(
          'Método del plato y porciones',
          mp4(),
          download('Guía visual del método del plato', [
            'La mitad del plato: verduras sin almidón, crudas o cocidas.',
            'Un cuarto del plato: proteína magra, como pescado, pollo, huevo o leguminosas.',
            'Un cuarto del plato: carbohidratos de preferencia integrales, como arroz integral, papa con cáscara o quinua.',
            'Agua como bebida principal; evite las bebidas azucaradas.',
            'Una porción de fruta entera como postre.',
          ]),
        ),
        lesson('Conteo de carbohidratos', vimeo(18), reading('Tabla de intercambios de carbohidratos')),
      ),
      mod(
        'Cambio de conducta',
        lesson('Entrevista motivacional en la consulta nutricional', youtube(16)),
        lesson('Seguimiento y prevención de recaídas', vimeo(13), reading('Plan de seguimiento nutricional')),
      ),
    ],
  },
  // ── Drafts: not published, never listed ─────────────────────────────────────────────────────
  {
    name: 'Ecografía en el punto de atención para médicos generales',
    description:
      'Protocolos de ecografía en el punto de atención (POCUS) para el médico general: eFAST, pulmón, vena cava y trombosis venosa profunda.',
    about: paragraphs(
      'La ecografía en el punto de atención permite responder preguntas clínicas concretas junto a la cama del paciente. Este curso presenta los protocolos con mayor impacto en la emergencia y en la hospitalización.',
      'Revisaremos la física básica y la elección del transductor, el protocolo eFAST, la ecografía pulmonar, la evaluación de la vena cava inferior y la compresión venosa para descartar trombosis.',
      'Dirigido a médicos generales, emergenciólogos e internistas que inician su formación en ecografía.',
    ),
    categories: ['Urgencias y Emergencias', 'Medicina Interna'],
    specialist: 'cordero',
    price: '149.00',
    free: false,
    featured: false,
    certificate: true,
    publishedAt: null,
    modules: [
      mod(
        'Fundamentos',
        lesson('Física básica y elección del transductor', mp4(), reading('Glosario de ecografía')),
        lesson('Protocolo eFAST', vimeo(20)),
      ),
      mod(
        'Aplicaciones',
        lesson('Ecografía pulmonar', youtube(18)),
        lesson('Vena cava inferior y trombosis venosa profunda', vimeo(17)),
      ),
    ],
  },
  {
    name: 'Telemonitoreo de pacientes crónicos',
    description:
      'Diseña un programa de telemonitoreo para pacientes con hipertensión, diabetes o insuficiencia cardiaca: dispositivos, alertas y protocolos de respuesta.',
    about: paragraphs(
      'El telemonitoreo extiende el cuidado más allá de la consulta: el paciente envía sus mediciones desde casa y el equipo actúa antes de que aparezcan las complicaciones.',
      'Aprenderá a seleccionar a los pacientes, elegir los dispositivos, definir umbrales de alerta y protocolos de respuesta, y medir el impacto del programa.',
      'Dirigido a médicos, enfermeras y gestores que quieren implementar programas de seguimiento remoto de enfermedades crónicas.',
    ),
    categories: ['Telemedicina'],
    specialist: 'villacres',
    price: '179.00',
    free: false,
    featured: false,
    certificate: true,
    publishedAt: null,
    modules: [
      mod(
        'Diseño del programa',
        lesson(
          'Selección de pacientes y dispositivos',
          mp4(),
          reading('Criterios de inclusión en telemonitoreo'),
        ),
        lesson('Umbrales de alerta y protocolos de respuesta', vimeo(19)),
      ),
      mod('Evaluación', lesson('Indicadores de impacto del programa', youtube(15))),
    ],
  },
];

/** The demo lesson a local video of this course and lesson plays: the closest in subject. */
function clipFor(course: CourseData, lessonName: string, turn: number): DemoLessonKey {
  if (/^(bienvenida|presentación)/i.test(lessonName)) return 'bienvenida';
  const text = `${course.name} ${course.categories.join(' ')}`;
  if (/diabetes|insulin|nutrición/i.test(text)) return 'diabetes';
  if (/comunicación|salud mental|burnout/i.test(text)) return 'comunicacion';
  if (/telemedicina/i.test(text)) return 'teleconsulta';
  return turn % 2 === 0 ? 'comunicacion' : 'teleconsulta';
}

/**
 * Each local video gets the demo lesson closest to its lesson (with that file's real length), and each
 * course the certificate kind its texts promise ("certificado de aprobación" → aprobación; otherwise
 * participación, the default).
 */
function withDemoDetails(course: CourseData, index: number): CourseData {
  const promise = `${course.description} ${course.about}`;
  let turn = index;
  return {
    ...course,
    certificateKind:
      course.certificateKind ??
      (/certificado (digital )?de aprobación/i.test(promise) ? 'aprobacion' : 'participacion'),
    modules: course.modules.map((m) => ({
      ...m,
      lessons: m.lessons.map((l) => ({
        ...l,
        resources: l.resources.map((r) => {
          if (r.type !== 2 || r.url !== DEMO_VIDEO_URL) return r;
          const clip = DEMO_LESSONS.find((d) => d.key === clipFor(course, l.name, turn++))!;
          return { ...r, url: clip.url, durationSeconds: demoLessonSeconds(clip) };
        }),
      })),
    })),
  };
}

export const COURSES: readonly CourseData[] = OUTLINES.map(withDemoDetails);
