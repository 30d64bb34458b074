// The demo classes the seed's local videos (resource type 2) play: a few distinct lessons of one to
// two minutes, each a sequence of slides. `scripts/make-media.ts` draws the slides, encodes them into
// `url` (with a poster `.webp` and Spanish captions `.vtt` beside it, which the player adds), so
// every field here describes a file that exists; `seconds` is the file's real length (the seed test
// probes it), which progress needs.

export type DemoSlide = {
  readonly title: string;
  readonly bullets: readonly string[];
  /** What the teacher would say while the slide is shown: the captions, one cue per sentence. */
  readonly narration: readonly string[];
  readonly seconds: number;
};

export type DemoLesson = {
  readonly key: 'bienvenida' | 'teleconsulta' | 'diabetes' | 'comunicacion';
  readonly title: string;
  readonly url: string;
  readonly slides: readonly DemoSlide[];
};

export const DEMO_LESSONS = [
  {
    key: 'bienvenida',
    title: 'Bienvenida: cómo aprovechar el curso',
    url: '/media/video/demo-clase.mp4',
    slides: [
      {
        title: 'Bienvenida al curso',
        bullets: [
          'Clases breves en video, lecturas y descargas',
          'Avance a su ritmo, desde el celular o la computadora',
          'Sesiones en vivo para resolver casos reales',
        ],
        narration: [
          'Le damos la bienvenida a este curso de Campus Salud.',
          'Cada módulo combina clases breves en video con lecturas y material descargable.',
          'Puede avanzar a su ritmo y retomar donde se quedó, en cualquier dispositivo.',
        ],
        seconds: 20,
      },
      {
        title: 'Cómo se mide su avance',
        bullets: [
          'Un video cuenta al verlo hasta el 90 %',
          'Una lectura cuenta al abrirla',
          'Con el 75 % del contenido obtiene su certificado',
        ],
        narration: [
          'Su avance se calcula con lo que realmente completa.',
          'Un video se marca al verlo casi completo; una lectura, al abrirla.',
          'Al llegar al 75 % del contenido puede descargar su certificado.',
        ],
        seconds: 20,
      },
      {
        title: 'Preguntas y notas',
        bullets: [
          'Escriba sus dudas bajo cada lección',
          'El docente responde en la misma clase',
          'Guarde notas ligadas al minuto del video',
        ],
        narration: [
          'Si algo no queda claro, escriba su pregunta debajo de la lección.',
          'El docente y sus colegas responden allí mismo.',
          'Sus notas quedan guardadas junto al minuto del video en que las tomó.',
        ],
        seconds: 20,
      },
    ],
  },
  {
    key: 'teleconsulta',
    title: 'La teleconsulta paso a paso',
    url: '/media/video/demo-teleconsulta.mp4',
    slides: [
      {
        title: 'Antes de la teleconsulta',
        bullets: [
          'Verifique la identidad del paciente',
          'Obtenga y registre el consentimiento informado',
          'Pruebe la conexión, el audio y la cámara',
          'Tenga a mano la historia clínica',
        ],
        narration: [
          'Una buena teleconsulta empieza antes de encender la cámara.',
          'Confirme la identidad del paciente y registre su consentimiento informado.',
          'Pruebe la conexión y tenga a mano la historia clínica y los exámenes previos.',
        ],
        seconds: 22,
      },
      {
        title: 'Anamnesis a distancia',
        bullets: [
          'Motivo de consulta con preguntas abiertas',
          'Antecedentes y medicación actual',
          'Pida mostrar envases y resultados a la cámara',
        ],
        narration: [
          'La anamnesis sigue siendo la herramienta más potente de la consulta virtual.',
          'Empiece con preguntas abiertas y repase antecedentes y medicación actual.',
          'Pida al paciente que muestre a la cámara los envases y los resultados recientes.',
        ],
        seconds: 22,
      },
      {
        title: 'Examen físico guiado',
        bullets: [
          'Inspección general: color, respiración, postura',
          'El paciente toma su pulso y su presión arterial',
          'Palpación guiada con instrucciones claras',
        ],
        narration: [
          'El examen físico se adapta: usted guía y el paciente ejecuta.',
          'Observe la coloración, el patrón respiratorio y la postura.',
          'Indique paso a paso cómo tomar el pulso, la presión arterial o palpar una zona dolorosa.',
        ],
        seconds: 22,
      },
      {
        title: 'Signos de alarma y cierre',
        bullets: [
          'Dolor torácico, disnea, déficit neurológico',
          'Derive a atención presencial sin demora',
          'Documente la consulta y acuerde el seguimiento',
        ],
        narration: [
          'Ante dolor torácico, dificultad respiratoria o un déficit neurológico, la consulta virtual termina.',
          'Derive al paciente a atención presencial de inmediato.',
          'Al cerrar, documente la consulta y acuerde la fecha del próximo control.',
        ],
        seconds: 24,
      },
    ],
  },
  {
    key: 'diabetes',
    title: 'Seguimiento de la diabetes tipo 2',
    url: '/media/video/demo-diabetes.mp4',
    slides: [
      {
        title: 'Metas del control glucémico',
        bullets: [
          'HbA1c menor de 7 % en la mayoría de adultos',
          'Metas más flexibles en adultos mayores frágiles',
          'Glucemia en ayunas entre 80 y 130 mg/dL',
        ],
        narration: [
          'El seguimiento de la diabetes tipo 2 empieza por acordar metas realistas.',
          'Para la mayoría de los adultos, la meta es una hemoglobina glicada menor de 7 %.',
          'En adultos mayores frágiles conviene una meta más flexible para evitar hipoglucemias.',
        ],
        seconds: 24,
      },
      {
        title: 'Qué revisar en cada control',
        bullets: [
          'Peso, presión arterial y adherencia',
          'Registro de glucemias capilares',
          'Hipoglucemias desde la última visita',
        ],
        narration: [
          'En cada control revise el peso, la presión arterial y la adherencia al tratamiento.',
          'Analice junto al paciente su registro de glucemias capilares.',
          'Pregunte siempre por hipoglucemias desde la última visita.',
        ],
        seconds: 22,
      },
      {
        title: 'Tamizaje de complicaciones',
        bullets: [
          'Pie diabético: inspección y monofilamento',
          'Fondo de ojo una vez al año',
          'Función renal y albuminuria anuales',
        ],
        narration: [
          'Una vez al año, tamice las complicaciones crónicas.',
          'Examine los pies con inspección y monofilamento en cada visita de riesgo.',
          'Solicite fondo de ojo, creatinina y albuminuria anualmente.',
        ],
        seconds: 22,
      },
      {
        title: 'Educación y autocuidado',
        bullets: [
          'Plan de alimentación acordado con la familia',
          'Actividad física de 150 minutos por semana',
          'Qué hacer ante una hipoglucemia',
        ],
        narration: [
          'La educación del paciente es parte del tratamiento.',
          'Acuerde un plan de alimentación posible y al menos 150 minutos de actividad física por semana.',
          'Asegúrese de que el paciente y su familia sepan reconocer y tratar una hipoglucemia.',
        ],
        seconds: 22,
      },
    ],
  },
  {
    key: 'comunicacion',
    title: 'Comunicación efectiva con el paciente',
    url: '/media/video/demo-comunicacion.mp4',
    slides: [
      {
        title: 'Escucha activa',
        bullets: [
          'Deje hablar al paciente sin interrumpir',
          'Mire a la cámara, no a la pantalla',
          'Resuma lo que entendió y confírmelo',
        ],
        narration: [
          'Comunicarse bien empieza por escuchar.',
          'Deje que el paciente cuente su historia sin interrumpirlo en el primer minuto.',
          'En la consulta virtual, mire a la cámara y resuma lo que entendió para confirmarlo.',
        ],
        seconds: 22,
      },
      {
        title: 'Lenguaje claro',
        bullets: [
          'Evite tecnicismos y siglas',
          'Una idea por frase',
          'Pida al paciente que lo explique con sus palabras',
        ],
        narration: [
          'Use un lenguaje claro: evite los tecnicismos y las siglas.',
          'Exprese una idea por frase y haga pausas.',
          'Compruebe la comprensión pidiendo al paciente que explique el plan con sus propias palabras.',
        ],
        seconds: 22,
      },
      {
        title: 'Malas noticias: protocolo SPIKES',
        bullets: [
          'Prepare el entorno y pregunte qué sabe',
          'Anticipe la noticia y dígala con claridad',
          'Responda a las emociones y acuerde un plan',
        ],
        narration: [
          'Para comunicar malas noticias, el protocolo SPIKES ofrece una guía práctica.',
          'Prepare el entorno, explore qué sabe el paciente y anticipe que la noticia no es buena.',
          'Después de decirla con claridad, responda a las emociones y acuerde los próximos pasos.',
        ],
        seconds: 26,
      },
    ],
  },
] as const satisfies readonly DemoLesson[];

export type DemoLessonKey = (typeof DEMO_LESSONS)[number]['key'];

/** A lesson's length in seconds: the sum of its slides (the encoder shows each for exactly that long). */
export const demoLessonSeconds = (l: DemoLesson): number => l.slides.reduce((s, x) => s + x.seconds, 0);

export const demoLesson = (key: DemoLessonKey): DemoLesson => DEMO_LESSONS.find((l) => l.key === key)!;
