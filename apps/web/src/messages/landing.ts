import { LEAD_FORM_MESSAGES } from '@campus/contract/lead-messages';

/**
 * Strings of the marketing pages (spec §2: landings, thanks pages, lead forms). They load with the
 * landing and contact chunks, not with the public bundle the home page downloads.
 */
export const landingMessages = {
  // Spec §4, §5 and §8, letter for letter, shared with the server's rules.
  ...LEAD_FORM_MESSAGES,
  form: {
    email: 'Email',
    emailPlaceholder: 'tu.correo@ejemplo.com',
    firstName: 'Nombre',
    lastName: 'Apellido',
    phone: 'Teléfono celular (WhatsApp)',
    phoneHint: 'Te escribiremos solo para lo relacionado con tu registro.',
    subject: 'Asunto (opcional)',
    message: 'Tu pregunta',
    checking: 'Verificando…',
    submit: 'Completar mi registro',
    submitting: 'Enviando…',
    changeEmail: 'Usar otro email',
    termsNote:
      'Al registrarte aceptas nuestros términos y condiciones y la política de privacidad. Tus datos no se comparten con terceros y puedes darte de baja cuando quieras.',
    accept: 'Acepto los términos y condiciones y la política de privacidad',
    captcha: 'Verificación',
    privacy: 'Sin spam. Solo contenido útil para tu práctica.',
    error: 'No pudimos enviar tus datos. Revisa tu conexión e intenta nuevamente.',
  },
  event: {
    loading: 'Cargando la fecha…',
    date: (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`,
    allTimes: 'Hora en tu país',
    dayAfter: '(día siguiente)',
    dayBefore: '(día anterior)',
    online: 'En vivo por Zoom · Gratis · Con espacio para tus preguntas',
    noDate: 'Estamos preparando la próxima edición: regístrate y te avisamos la fecha antes que a nadie.',
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
    instructor: 'Tu docente',
    instructorName: 'Dr. Andrés Sebastián Villacrés Mora',
    instructorRole: 'Médico especialista en Telemedicina y Salud Digital',
    instructorBio:
      'Médico ecuatoriano con maestría en Telemedicina y Salud Digital. Desde 2016 diseña e implementa servicios de teleconsulta para consultorios, clínicas y redes de salud, y ha formado a miles de profesionales de América Latina en atención a distancia segura, ética y sostenible.',
    contactAdvisor: 'Hablar con un asesor',
    contactAdvisorTitle: 'Hablemos de tu inscripción',
    contactAdvisorIntro:
      'Déjanos tus datos y un asesor académico te contactará por WhatsApp o correo, en horario de Ecuador, para resolver tus dudas sobre el programa, las formas de pago y la certificación.',
    contactAdvisorSubmit: 'Solicitar contacto',
  },
  map: {
    title: 'Recursos gratuitos y programas',
    intro:
      'Guías, webinars, clases magistrales y programas completos para que empieces y consolides tu práctica de telemedicina con respaldo clínico y legal.',
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
        text: 'Cómo controlar a tus pacientes con diabetes a distancia: telemonitoreo, ajustes seguros y educación.',
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
        text: '19 clases, 16 lecturas y 3 sesiones en vivo para implementar tu servicio de teleconsulta.',
        free: false,
      },
      {
        to: '/pro/comunicacion-tm',
        title: 'Taller de Comunicación en Telemedicina',
        text: '3 días de práctica para comunicarte con claridad y empatía frente a la cámara.',
        free: false,
      },
    ],
  },
  guide: {
    eyebrow: 'Guía gratuita en PDF',
    title: '10 obstáculos al iniciar la telemedicina',
    subtitle: 'y cómo superarlos desde tu primera semana de atención a distancia',
    cta: 'Quiero la guía gratis',
    formTitle: 'Recibe la guía en tu correo',
    formIntro: 'Escribe tu email y te la enviamos al instante.',
    imageAlt: 'Portada de la guía 10 obstáculos al iniciar la telemedicina',
    problemTitle: '¿Quieres atender por telemedicina, pero algo te frena?',
    problem: [
      'Dudas legales, miedo a equivocarte sin examen físico, una plataforma que no sabes si es la adecuada, no saber cuánto cobrar… Son los mismos obstáculos que detienen a la mayoría de médicos, enfermeras y psicólogos que intentan dar el paso.',
      'Esta guía los reúne en 8 páginas claras, escritas desde la práctica clínica latinoamericana, con una acción concreta para resolver cada uno.',
    ],
    listTitle: 'Lo que vas a encontrar',
    list: [
      'Los 10 obstáculos más frecuentes, explicados sin tecnicismos.',
      'Qué consultas sí resolver a distancia y cuándo derivar a atención presencial.',
      'Los cuidados legales y de protección de datos que no puedes pasar por alto.',
      'Cómo fijar tu tarifa y organizar agenda y cobro sin perder tiempo.',
      'Un plan de 7 días para hacer tus primeras teleconsultas con seguridad.',
    ],
    forWho: [
      'Médicos generales y especialistas',
      'Enfermeras y obstetrices',
      'Psicólogos y nutricionistas',
      'Profesionales que atienden en consultorio propio o en instituciones',
    ],
    questionTitle: '¿Tienes una duda puntual sobre cómo empezar?',
    questionIntro: 'Escríbenos: el equipo del Dr. Villacrés responde personalmente cada mensaje.',
    questionOpen: 'Escribir mi pregunta',
    questionSubmit: 'Enviar mi pregunta',
  },
  diabetes: {
    eyebrow: 'Webinar gratuito en vivo',
    title: 'Telemedicina en diabetes: ¡ponla en control!',
    subtitle:
      'Aprende a acompañar a tus pacientes con diabetes a distancia, con seguridad clínica, mejor adherencia y menos consultas perdidas.',
    cta: 'Reservar mi lugar',
    formTitle: 'Reserva tu lugar gratis',
    formIntro: 'Te enviaremos el enlace de la sala y un recordatorio a tu correo.',
    learnTitle: 'En el webinar verás',
    learn: [
      'Qué datos pedir antes de cada control virtual para decidir con seguridad.',
      'Cómo interpretar registros de glucemia capilar y de monitoreo continuo enviados por el paciente.',
      'Qué ajustes de tratamiento puedes hacer a distancia y cuáles exigen una evaluación presencial.',
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
    formTitle: 'Inscríbete gratis al webinar',
    submit: 'Inscribirme',
    submitting: 'Inscribiendo…',
    thanksTitle: (name: string) =>
      name ? `¡Listo, ${name}! Tu inscripción está confirmada` : '¡Tu inscripción está confirmada!',
    thanksText:
      'Te enviamos a tu correo la fecha, la hora en tu país y el enlace de la sala. Agrega el evento a tu calendario y conéctate cinco minutos antes.',
    back: 'Volver a la inscripción',
  },
  diabetesThanks: {
    title: '¡Tu lugar está reservado!',
    text: 'Revisa tu correo: te enviamos la fecha, la hora en tu país y el enlace de la sala. Si no lo ves, busca en la carpeta de spam o promociones.',
    back: 'Volver a la página del webinar',
  },
  thanks: {
    title: (name: string) => (name ? `¡Gracias, ${name}!` : '¡Gracias por tu registro!'),
    guideText:
      'Tu guía ya va camino a tu correo. Mientras tanto, puedes descargarla aquí mismo y mirar este breve mensaje del Dr. Villacrés.',
    download: 'Descargar la guía (PDF)',
    downloadGift: 'Descargar tu regalo (PDF)',
    videoTitle: 'Un mensaje para ti',
    videoLabel: 'Video de bienvenida del Dr. Villacrés',
    playVideo: 'Ver el video de bienvenida',
    communityTitle: 'Sigue aprendiendo con colegas',
    communityText:
      'Únete a nuestra comunidad de WhatsApp: compartimos casos, plantillas y avisos de las próximas clases gratuitas.',
    group: 'Unirme a la comunidad de WhatsApp',
    chat: 'Escribir por WhatsApp a un asesor',
    nextTitle: '¿Listo para el siguiente paso?',
    nextText:
      'El Curso de Telemedicina te acompaña de principio a fin, con 3 sesiones en vivo para tus casos.',
    nextCta: 'Conocer el curso',
    masterTitle: '¡Tu lugar en la clase magistral está confirmado!',
    masterText: 'Te enviamos a tu correo la fecha, la hora en tu país y el enlace de la sala.',
    room: 'Ir a la sala',
    roomId: (id: string) => `ID de la reunión: ${id}`,
    addCalendar: 'Agrégala a tu calendario para no olvidarla.',
    controlTitle: '¡Ya estabas registrado, te esperamos!',
    controlText:
      'Reconocimos tu correo y reservamos tu lugar en el webinar de telemedicina en diabetes. Te enviamos los detalles a tu bandeja de entrada.',
    basesTitle: '¡Felicitaciones! Completaste Bases de la telemedicina',
    basesText:
      'Ya conoces los fundamentos para atender a distancia con seguridad. El siguiente paso es ponerlo en práctica con acompañamiento: plantillas, casos reales y sesiones en vivo.',
  },
  obstacles: {
    eyebrow: 'Clase magistral gratuita en vivo',
    title: 'Los 10 obstáculos de la telemedicina y cómo superarlos',
    subtitle:
      'Una clase práctica con el Dr. Andrés Villacrés para que dejes de postergar tu consulta en línea: legal, clínica, tecnología y cobro, en una sola sesión.',
    cta: 'Inscribirme gratis',
    formTitle: 'Inscríbete a la clase magistral',
    formIntro: 'Recibirás el enlace de la sala y la guía en PDF de regalo.',
    learnTitle: 'Saldrás de la clase sabiendo',
    learn: [
      'Qué pacientes y motivos de consulta conviene atender primero a distancia.',
      'Cómo documentar y obtener el consentimiento para trabajar con respaldo legal.',
      'Qué equipo mínimo necesitas (y en qué no gastar).',
      'Cómo calcular tu tarifa y cobrar antes de la consulta sin incomodidad.',
    ],
    bonus: 'Regalo para los inscritos: la guía «10 obstáculos al iniciar la telemedicina» en PDF.',
  },
  telemedicine: {
    eyebrow: 'Curso online · Certificado',
    title: 'Curso de Telemedicina',
    subtitle:
      'Implementa tu servicio de teleconsulta seguro, legal y rentable, paso a paso y acompañado por un médico que lo hace todos los días.',
    cta: 'Quiero inscribirme',
    facts: [
      { value: '19', label: 'clases en video' },
      { value: '16', label: 'lecturas y plantillas' },
      { value: '3', label: 'sesiones en vivo' },
      { value: '75 %', label: 'para tu certificado' },
    ],
    problemTitle: 'La consulta en línea ya es parte de la medicina. La diferencia está en hacerla bien.',
    problem: [
      'Tus pacientes ya te escriben por WhatsApp y te piden controles a distancia. Sin un método, eso se convierte en horas sin cobrar, riesgos legales y la sensación de estar decidiendo a ciegas.',
      'Este curso convierte esa demanda en un servicio ordenado: sabes qué atender y qué derivar, documentas con respaldo, cobras lo justo y tu agenda trabaja para ti.',
    ],
    modulesTitle: 'Qué vas a aprender',
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
    liveTitle: '3 sesiones en vivo contigo',
    live: [
      'A la semana de iniciar: ajustamos tu flujo de atención y tu consentimiento informado.',
      'A las dos semanas: revisamos casos reales de tu práctica.',
      'Al mes: medimos resultados y resolvemos los obstáculos que aparecieron.',
    ],
    certificate:
      'Al completar al menos el 75 % del contenido recibes tu certificado digital de aprobación emitido por Campus Salud.',
    priceTitle: 'Tu inscripción incluye',
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
        a: 'No. El curso empieza desde los fundamentos y te lleva hasta tener tu servicio funcionando. Si ya atiendes a distancia, te ayudará a ordenarlo, protegerte legalmente y cobrar mejor.',
      },
      {
        q: '¿Cuánto tiempo tengo para completarlo?',
        a: 'Avanzas a tu ritmo. Las 3 sesiones en vivo son a la semana, a las dos semanas y al mes de iniciar: organiza tu avance para llegar a cada una con tus casos y preguntas.',
      },
      {
        q: '¿Cómo son las sesiones en vivo?',
        a: 'Son 3 encuentros por videollamada con el docente: a la semana de iniciar, a las dos semanas y al mes. En cada uno revisas tus avances y resuelves tus dudas en vivo.',
      },
      {
        q: '¿Cómo obtengo el certificado?',
        a: 'Al completar al menos el 75 % del contenido del curso se habilita tu certificado digital de aprobación emitido por Campus Salud.',
      },
      {
        q: '¿Sirve para enfermeras, psicólogos o nutricionistas?',
        a: 'Sí. Los contenidos de organización, marco legal, comunicación y gestión aplican a todas las profesiones de la salud, con ejemplos de distintas disciplinas.',
      },
      {
        q: '¿La normativa que se enseña es solo de Ecuador?',
        a: 'Se revisan los principios comunes y la normativa de Ecuador y de otros países de la región, con una guía para verificar lo que rige en tu país.',
      },
      {
        q: '¿Qué formas de pago aceptan?',
        a: 'Tarjetas Visa y Master Card en un pago único. Si necesitas otra modalidad, escríbenos y un asesor te ayuda.',
      },
      {
        q: '¿Puedo verlo desde el celular?',
        a: 'Sí. Las 19 clases en video y las 16 lecturas se pueden ver desde el celular, la tableta o la computadora.',
      },
    ],
    testimonialsTitle: 'Lo que dicen quienes ya lo aplican',
    testimonialsIntro:
      'Colegas de toda Latinoamérica cuentan cómo cambió su práctica. Toca un video para verlo.',
    testimonial: (n: number) => `Testimonio ${n}`,
    testimonialVideo: (n: number) => `Video del testimonio ${n}`,
    playTestimonial: (n: number) => `Ver el testimonio ${n}`,
    closingTitle: 'Empieza hoy a atender a distancia con seguridad',
    closingText:
      'Inscríbete hoy: 19 clases en video, 16 lecturas y 3 sesiones en vivo para poner en marcha tu servicio de teleconsulta.',
  },
  workshop: {
    eyebrow: 'Taller práctico · 3 días',
    title: 'Taller de Comunicación en Telemedicina',
    subtitle:
      'Comunícate con claridad y empatía frente a la cámara, maneja las consultas difíciles y logra que tus pacientes entiendan y cumplan tus indicaciones.',
    cta: 'Reservar mi cupo',
    facts: [
      { value: '3', label: 'días de práctica' },
      { value: '100 %', label: 'online y desde el celular' },
      { value: '75 %', label: 'para tu certificado' },
    ],
    problemTitle: 'La cámara no debería quitarte cercanía con tus pacientes',
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
        text: 'Mensajería con límites claros, indicaciones por escrito que se cumplen y tu plan de acción de 30 días.',
      },
    ],
    includes: [
      'Clases breves y demostraciones',
      'Ejercicios de role-play guiados',
      'Cuaderno de trabajo y plantillas',
      'Certificado al completar el 75 % del contenido',
    ],
    closingTitle: 'Tus pacientes notarán la diferencia desde la próxima consulta',
    closingText:
      'Reserva tu cupo para los 3 días del taller y practica, desde el celular o la computadora, la comunicación que tus pacientes necesitan.',
  },
  offer: {
    redirecting: 'Te llevamos a la inscripción del curso…',
  },
} as const;
