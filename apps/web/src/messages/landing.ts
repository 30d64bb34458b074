import { LEAD_FORM_MESSAGES } from '@campus/contract/lead-messages';

/**
 * Strings of the marketing pages (spec §2: landings, thanks pages, lead forms). They load with the
 * landing and contact chunks, not with the public bundle the home page downloads.
 */
export const landingMessages = {
  // Spec §4, §5 and §8 in their wording (orthography and register corrected), shared with the server's rules.
  ...LEAD_FORM_MESSAGES,
  form: {
    email: 'Email',
    emailPlaceholder: 'su.correo@ejemplo.com',
    firstName: 'Nombre',
    lastName: 'Apellido',
    phone: 'Teléfono celular (WhatsApp)',
    phoneHint: 'Le escribiremos solo para lo relacionado con su registro.',
    subject: 'Asunto (opcional)',
    message: 'Su pregunta',
    checking: 'Verificando…',
    submit: 'Completar mi registro',
    submitting: 'Enviando…',
    changeEmail: 'Usar otro email',
    termsNote:
      'Al registrarse acepta nuestros términos y condiciones y la política de privacidad. Sus datos no se comparten con terceros y puede darse de baja cuando quiera.',
    accept: 'Acepto los términos y condiciones y la política de privacidad',
    captcha: 'Verificación',
    privacy: 'Sin spam. Solo contenido útil para su práctica.',
    error: 'No pudimos enviar sus datos. Revise su conexión e intente nuevamente.',
  },
  event: {
    loading: 'Cargando la fecha…',
    date: (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`,
    allTimes: 'Hora en su país',
    dayAfter: '(día siguiente)',
    dayBefore: '(día anterior)',
    online: 'En vivo por Zoom · Gratis · Con espacio para sus preguntas',
    noDate: 'Estamos preparando la próxima edición: regístrese y le avisamos la fecha antes que a nadie.',
    firstEdition: (date: string) =>
      `La primera edición se realizó el ${date}. Esta es la nueva edición, con casos y evidencia actualizados.`,
  },
  price: {
    label: 'Inversión',
    currency: 'USD',
    oneTime: 'Pago único con tarjeta Visa o Master Card',
    loading: 'Cargando precio…',
  },
  common: {
    forWho: '¿Para quién es?',
    instructor: 'Su docente',
    instructorName: 'Dr. Andrés Sebastián Villacrés Mora',
    instructorRole: 'Médico especialista en Telemedicina y Salud Digital',
    instructorBio:
      'Médico ecuatoriano con maestría en Telemedicina y Salud Digital. Desde 2016 diseña e implementa servicios de teleconsulta para consultorios, clínicas y redes de salud, y ha formado a miles de profesionales de América Latina en atención a distancia segura, ética y sostenible.',
    contactAdvisor: 'Hablar con un asesor',
    contactAdvisorTitle: 'Hablemos de su inscripción',
    contactAdvisorIntro:
      'Déjenos sus datos y un asesor académico le contactará por WhatsApp o correo, en horario de Ecuador, para resolver sus dudas sobre el programa, las formas de pago y la certificación.',
    contactAdvisorSubmit: 'Solicitar contacto',
  },
  map: {
    title: 'Recursos gratuitos y programas',
    intro:
      'Guías, webinars, clases magistrales y programas completos para que empiece y consolide su práctica de telemedicina con respaldo clínico y legal.',
    free: 'Gratis',
    paid: 'Programa',
    open: 'Ver',
    items: [
      {
        to: '/landing/10-obstaculos',
        title: 'Guía: 10 obstáculos al iniciar la telemedicina',
        text: 'La guía en PDF con los frenos más comunes al empezar a atender en línea y la salida práctica de cada uno.',
        free: true,
      },
      {
        to: '/landing/telemedicina-diabetes',
        title: 'Webinar: telemedicina en diabetes',
        text: 'Cómo controlar a sus pacientes con diabetes a distancia: telemonitoreo, ajustes seguros y educación.',
        free: true,
      },
      {
        to: '/pro/obstaculos-tm',
        title: 'Clase magistral: los 10 obstáculos de la telemedicina',
        text: 'Una clase en vivo con el Dr. Villacrés para derribar los obstáculos legales, clínicos y de cobro.',
        free: true,
      },
      {
        to: '/pro/telemedicina',
        title: 'Curso de Telemedicina',
        text: '19 clases, 16 lecturas y 3 sesiones en vivo para implementar su servicio de teleconsulta.',
        free: false,
      },
      {
        to: '/pro/comunicacion-tm',
        title: 'Taller de Comunicación en Telemedicina',
        text: '3 días de práctica para comunicarse con claridad y empatía frente a la cámara.',
        free: false,
      },
    ],
  },
  guide: {
    eyebrow: 'Guía gratuita en PDF',
    title: '10 obstáculos al iniciar la telemedicina',
    subtitle: 'y cómo superarlos desde su primera semana de atención a distancia',
    cta: 'Quiero la guía gratis',
    formTitle: 'Reciba la guía en su correo',
    formIntro: 'Escriba su email y se la enviamos al instante.',
    imageAlt: 'Portada de la guía 10 obstáculos al iniciar la telemedicina',
    problemTitle: '¿Quiere atender por telemedicina, pero algo le frena?',
    problem: [
      'Dudas legales, miedo a equivocarse sin examen físico, una plataforma que no sabe si es la adecuada, no saber cuánto cobrar… Son los mismos obstáculos que detienen a la mayoría de médicos, enfermeras y psicólogos que intentan dar el paso.',
      'Esta guía los reúne en 8 páginas claras, escritas desde la práctica clínica latinoamericana, con una acción concreta para resolver cada uno.',
    ],
    listTitle: 'Lo que va a encontrar',
    list: [
      'Los 10 obstáculos más frecuentes, explicados sin tecnicismos.',
      'Qué consultas sí resolver a distancia y cuándo derivar a atención presencial.',
      'Los cuidados legales y de protección de datos que no puede pasar por alto.',
      'Cómo fijar su tarifa y organizar agenda y cobro sin perder tiempo.',
      'Un plan de 7 días para hacer sus primeras teleconsultas con seguridad.',
    ],
    forWho: [
      'Médicos generales y especialistas',
      'Enfermeras y obstetrices',
      'Psicólogos y nutricionistas',
      'Profesionales que atienden en consultorio propio o en instituciones',
    ],
    questionTitle: '¿Tiene una duda puntual sobre cómo empezar?',
    questionIntro: 'Escríbanos: el equipo del Dr. Villacrés responde personalmente cada mensaje.',
    questionOpen: 'Escribir mi pregunta',
    questionSubmit: 'Enviar mi pregunta',
  },
  diabetes: {
    eyebrow: 'Webinar gratuito en vivo',
    title: 'Telemedicina en diabetes: ¡póngala en control!',
    subtitle:
      'Aprenda a acompañar a sus pacientes con diabetes a distancia, con seguridad clínica, mejor adherencia y menos consultas perdidas.',
    cta: 'Reservar mi lugar',
    formTitle: 'Reserve su lugar gratis',
    formIntro: 'Le enviaremos el enlace de la sala y un recordatorio a su correo.',
    learnTitle: 'En el webinar verá',
    learn: [
      'Qué datos pedir antes de cada control virtual para decidir con seguridad.',
      'Cómo interpretar registros de glucemia capilar y de monitoreo continuo enviados por el paciente.',
      'Qué ajustes de tratamiento puede hacer a distancia y cuáles exigen una evaluación presencial.',
      'Cómo educar en autocuidado, hipoglucemia y pie diabético por videollamada.',
    ],
    speakerNote:
      'Con la participación de la Dra. Gabriela Paredes Salazar, médica internista y endocrinóloga.',
    forWho: [
      'Médicos de atención primaria e internistas',
      'Endocrinólogos',
      'Enfermeras educadoras en diabetes',
      'Nutricionistas',
    ],
  },
  webinar: {
    formTitle: 'Inscríbase gratis al webinar',
    submit: 'Inscribirme',
    submitting: 'Inscribiendo…',
    thanksTitle: (name: string) =>
      name ? `¡Listo, ${name}! Su inscripción está confirmada` : '¡Su inscripción está confirmada!',
    thanksText:
      'Le enviamos a su correo la fecha, la hora en su país y el enlace de la sala. Agregue el evento a su calendario y conéctese cinco minutos antes.',
    back: 'Volver a la inscripción',
  },
  diabetesThanks: {
    title: '¡Su lugar está reservado!',
    text: 'Revise su correo: le enviamos la fecha, la hora en su país y el enlace de la sala. Si no lo ve, busque en la carpeta de spam o promociones.',
    back: 'Volver a la página del webinar',
  },
  thanks: {
    title: (name: string) => (name ? `¡Gracias, ${name}!` : '¡Gracias por su registro!'),
    guideText:
      'Su guía ya va camino a su correo. Mientras tanto, puede descargarla aquí mismo y mirar este breve mensaje del Dr. Villacrés.',
    download: 'Descargar la guía (PDF)',
    downloadGift: 'Descargar su regalo (PDF)',
    videoTitle: 'Un mensaje para usted',
    videoLabel: 'Video de bienvenida del Dr. Villacrés',
    playVideo: 'Ver el video de bienvenida',
    communityTitle: 'Siga aprendiendo con colegas',
    communityText:
      'Únase a nuestra comunidad de WhatsApp: compartimos casos, plantillas y avisos de las próximas clases gratuitas.',
    group: 'Unirme a la comunidad de WhatsApp',
    chat: 'Escribir por WhatsApp a un asesor',
    nextTitle: '¿Listo para el siguiente paso?',
    nextText:
      'El Curso de Telemedicina le acompaña de principio a fin, con 3 sesiones en vivo para sus casos.',
    nextCta: 'Conocer el curso',
    masterTitle: '¡Su lugar en la clase magistral está confirmado!',
    masterText: 'Le enviamos a su correo la fecha, la hora en su país y el enlace de la sala.',
    room: 'Ir a la sala',
    roomId: (id: string) => `ID de la reunión: ${id}`,
    addCalendar: 'Agréguela a su calendario para no olvidarla.',
    controlTitle: '¡Ya estaba registrado, le esperamos!',
    controlText:
      'Reconocimos su correo y reservamos su lugar en el webinar de telemedicina en diabetes. Le enviamos los detalles a su bandeja de entrada.',
    basesTitle: '¡Felicitaciones! Completó Bases de la telemedicina',
    basesText:
      'Ya conoce los fundamentos para atender a distancia con seguridad. El siguiente paso es ponerlo en práctica con acompañamiento: plantillas, casos reales y sesiones en vivo.',
  },
  obstacles: {
    eyebrow: 'Clase magistral gratuita en vivo',
    title: 'Los 10 obstáculos de la telemedicina y cómo superarlos',
    subtitle:
      'Una clase práctica con el Dr. Andrés Villacrés para que deje de postergar su consulta en línea: legal, clínica, tecnología y cobro, en una sola sesión.',
    cta: 'Inscribirme gratis',
    formTitle: 'Inscríbase a la clase magistral',
    formIntro: 'Recibirá el enlace de la sala y la guía en PDF de regalo.',
    learnTitle: 'Saldrá de la clase sabiendo',
    learn: [
      'Qué pacientes y motivos de consulta conviene atender primero a distancia.',
      'Cómo documentar y obtener el consentimiento para trabajar con respaldo legal.',
      'Qué equipo mínimo necesita (y en qué no gastar).',
      'Cómo calcular su tarifa y cobrar antes de la consulta sin incomodidad.',
    ],
    bonus: 'Regalo para los inscritos: la guía «10 obstáculos al iniciar la telemedicina» en PDF.',
  },
  telemedicine: {
    eyebrow: 'Curso online · Certificado',
    title: 'Curso de Telemedicina',
    subtitle:
      'Implemente su servicio de teleconsulta seguro, legal y rentable, paso a paso y acompañado por un médico que lo hace todos los días.',
    cta: 'Quiero inscribirme',
    facts: [
      { value: '19', label: 'clases en video' },
      { value: '16', label: 'lecturas y plantillas' },
      { value: '3', label: 'sesiones en vivo' },
      { value: '75 %', label: 'para su certificado' },
    ],
    problemTitle: 'La consulta en línea ya es parte de la medicina. La diferencia está en hacerla bien.',
    problem: [
      'Sus pacientes ya le escriben por WhatsApp y le piden controles a distancia. Sin un método, eso se convierte en horas sin cobrar, riesgos legales y la sensación de estar decidiendo a ciegas.',
      'Este curso convierte esa demanda en un servicio ordenado: sabe qué atender y qué derivar, documenta con respaldo, cobra lo justo y su agenda trabaja para usted.',
    ],
    modulesTitle: 'Qué va a aprender',
    modules: [
      {
        title: 'Fundamentos y marco legal',
        text: 'Modalidades de telesalud, normativa de la región, consentimiento informado y protección de datos.',
      },
      {
        title: 'La consulta virtual paso a paso',
        text: 'Anamnesis a distancia, examen físico guiado, signos de alarma y criterios de derivación.',
      },
      {
        title: 'Tecnología sin complicaciones',
        text: 'Cómo elegir plataforma, equipo mínimo, seguridad de la información e historia clínica.',
      },
      {
        title: 'Gestión y sostenibilidad',
        text: 'Tarifas, cobro anticipado, agenda, indicadores de calidad y comunicación ética con pacientes.',
      },
    ],
    liveTitle: '3 sesiones en vivo con usted',
    live: [
      'A la semana de iniciar: ajustamos su flujo de atención y su consentimiento informado.',
      'A las dos semanas: revisamos casos reales de su práctica.',
      'Al mes: medimos resultados y resolvemos los obstáculos que aparecieron.',
    ],
    certificate:
      'Al completar al menos el 75 % del contenido recibe su certificado digital de aprobación emitido por Campus Salud.',
    priceTitle: 'Su inscripción incluye',
    includes: [
      '19 clases en video, disponibles desde el celular',
      '16 lecturas con plantillas descargables',
      '3 sesiones en vivo con el docente',
      'Certificado de aprobación al completar el 75 % del contenido',
    ],
    faqTitle: 'Preguntas y respuestas',
    faq: [
      {
        q: '¿Necesito experiencia previa en telemedicina?',
        a: 'No. El curso empieza desde los fundamentos y le lleva hasta tener su servicio funcionando. Si ya atiende a distancia, le ayudará a ordenarlo, protegerse legalmente y cobrar mejor.',
      },
      {
        q: '¿Cuánto tiempo tengo para completarlo?',
        a: 'Avanza a su ritmo. Las 3 sesiones en vivo son a la semana, a las dos semanas y al mes de iniciar: organice su avance para llegar a cada una con sus casos y preguntas.',
      },
      {
        q: '¿Cómo son las sesiones en vivo?',
        a: 'Son 3 encuentros por videollamada con el docente: a la semana de iniciar, a las dos semanas y al mes. En cada uno revisa sus avances y resuelve sus dudas en vivo.',
      },
      {
        q: '¿Cómo obtengo el certificado?',
        a: 'Al completar al menos el 75 % del contenido del curso se habilita su certificado digital de aprobación emitido por Campus Salud.',
      },
      {
        q: '¿Sirve para enfermeras, psicólogos o nutricionistas?',
        a: 'Sí. Los contenidos de organización, marco legal, comunicación y gestión aplican a todas las profesiones de la salud, con ejemplos de distintas disciplinas.',
      },
      {
        q: '¿La normativa que se enseña es solo de Ecuador?',
        a: 'Se revisan los principios comunes y la normativa de Ecuador y de otros países de la región, con una guía para verificar lo que rige en su país.',
      },
      {
        q: '¿Qué formas de pago aceptan?',
        a: 'Tarjetas Visa y Master Card en un pago único. Si necesita otra modalidad, escríbanos y un asesor le ayuda.',
      },
      {
        q: '¿Puedo verlo desde el celular?',
        a: 'Sí. Las 19 clases en video y las 16 lecturas se pueden ver desde el celular, la tableta o la computadora.',
      },
    ],
    testimonialsTitle: 'Lo que dicen quienes ya lo aplican',
    testimonialsIntro:
      'Colegas de toda Latinoamérica cuentan cómo cambió su práctica. Toque un video para verlo.',
    testimonial: (n: number) => `Testimonio ${n}`,
    testimonialVideo: (n: number) => `Video del testimonio ${n}`,
    playTestimonial: (n: number) => `Ver el testimonio ${n}`,
    closingTitle: 'Empiece hoy a atender a distancia con seguridad',
    closingText:
      'Inscríbase hoy: 19 clases en video, 16 lecturas y 3 sesiones en vivo para poner en marcha su servicio de teleconsulta.',
  },
  workshop: {
    eyebrow: 'Taller práctico · 3 días',
    title: 'Taller de Comunicación en Telemedicina',
    subtitle:
      'Comuníquese con claridad y empatía frente a la cámara, maneje las consultas difíciles y logre que sus pacientes entiendan y cumplan sus indicaciones.',
    cta: 'Reservar mi cupo',
    facts: [
      { value: '3', label: 'días de práctica' },
      { value: '100 %', label: 'online y desde el celular' },
      { value: '75 %', label: 'para su certificado' },
    ],
    problemTitle: 'La cámara no debería quitarle cercanía con sus pacientes',
    problem: [
      'En la teleconsulta se pierde parte del lenguaje no verbal, los silencios incomodan y las indicaciones se olvidan apenas se corta la llamada. No es falta de conocimiento médico: es una habilidad de comunicación distinta, y se entrena.',
    ],
    daysTitle: 'El programa',
    days: [
      {
        title: 'Día 1 · La relación médico-paciente a través de la pantalla',
        text: 'Encuadre, mirada, voz y lenguaje no verbal; empatía y escucha activa en la consulta virtual.',
      },
      {
        title: 'Día 2 · Situaciones difíciles',
        text: 'Malas noticias con el protocolo SPIKES adaptado, pacientes ansiosos o demandantes y baja alfabetización digital.',
      },
      {
        title: 'Día 3 · Comunicación escrita y seguimiento',
        text: 'Mensajería con límites claros, indicaciones por escrito que se cumplen y su plan de acción de 30 días.',
      },
    ],
    includes: [
      'Clases breves y demostraciones',
      'Ejercicios de role-play guiados',
      'Cuaderno de trabajo y plantillas',
      'Certificado al completar el 75 % del contenido',
    ],
    closingTitle: 'Sus pacientes notarán la diferencia desde la próxima consulta',
    closingText:
      'Reserve su cupo para los 3 días del taller y practique, desde el celular o la computadora, la comunicación que sus pacientes necesitan.',
  },
  offer: {
    redirecting: 'Le llevamos a la inscripción del curso…',
  },
} as const;
