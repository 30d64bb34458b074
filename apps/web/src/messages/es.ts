/**
 * Every user-visible string of the web app. Strings quoted in the spec keep its wording, written
 * with correct orthography in the site's register, usted (packages/contract/test/orthography.test.ts
 * checks them all). This file is in the public bundle: only the public shell's and the home's
 * strings live here; a feature behind a lazy route keeps its own `messages/<feature>.ts`
 * (`landing.ts`, `course-detail.ts`, `contact.ts`, …) so its strings load with its chunk.
 */
export const es = {
  brand: {
    name: 'Campus Salud',
    homeLink: 'Campus Salud, ir al inicio',
  },
  nav: {
    searchLabel: 'Buscar cursos',
    searchPlaceholder: 'Buscar cursos…',
    searchButton: 'Buscar',
    register: 'Registrarse',
    login: 'Iniciar sesión',
    myCourses: 'Mis cursos',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    menuTitle: 'Menú',
    categories: 'Categorías',
    free: 'Gratuitos',
    all: 'Ver todos',
    mainNav: 'Navegación principal',
  },
  footer: {
    about:
      'Cursos en línea creados por médicos para médicos, enfermeras y profesionales de la salud de Latinoamérica.',
    contactTitle: 'Contacto',
    phoneLabel: 'Teléfono y WhatsApp',
    phone: '+593 99 123 4567',
    phoneHref: 'tel:+593991234567',
    followTitle: 'Síganos',
    linksTitle: 'Enlaces',
    terms: 'Términos y condiciones',
    contact: 'Contáctenos',
    landings: 'Recursos gratuitos',
    copyright: (year: number) => `© ${year} Campus Salud · Quito, Ecuador. Todos los derechos reservados.`,
  },
  catalogue: {
    hero: [
      {
        title: 'Educación médica continua, a su ritmo',
        text: 'Cursos en línea creados por médicos para médicos, enfermeras y profesionales de la salud de Latinoamérica.',
        cta: 'Ver cursos',
        alt: 'Médica estudiando un curso en línea desde su computadora',
      },
      {
        title: 'Telemedicina que funciona',
        text: 'Aprenda a atender a distancia con seguridad clínica, respaldo legal y una práctica rentable.',
        cta: 'Conoce el curso',
        alt: 'Médico atendiendo una teleconsulta',
      },
    ],
    heroLabel: 'Presentación de Campus Salud',
    featuredTitle: 'Cursos destacados',
    featuredLabel: 'Cursos destacados',
    categoriesTitle: 'Explore por categoría',
    categoriesLabel: 'Categorías',
    seeAll: 'Ver todos',
    contactTitle: '¿Tiene preguntas sobre un curso?',
    contactText: 'Escríbanos y le ayudamos a elegir la formación que necesita.',
    loadError: 'No pudimos cargar los cursos. Revise su conexión e intente nuevamente.',
    carousel: {
      previous: 'Anterior',
      next: 'Siguiente',
      pause: 'Pausar el carrusel',
      play: 'Reanudar el carrusel',
      slide: (i: number, n: number) => `${i} de ${n}`,
    },
    card: {
      bestSeller: 'Más vendido',
      bestSellerShort: '+ Vendido',
      free: 'Gratis',
      students: (n: string) => `${n} estudiantes`,
      oneStudent: '1 estudiante',
      seeInfo: 'Ver información',
      seeInfoOf: (name: string) => `Ver información de ${name}`,
      by: 'Por',
    },
  },
  /** The home's button opening the contact dialog; the dialog's own strings are in contact.ts. */
  contact: { open: 'Escríbanos' },
  phoneInput: {
    countryLabel: 'País del teléfono',
    option: (name: string, dialCode: string) => `${name} (${dialCode})`,
  },
  common: {
    loading: 'Cargando…',
    close: 'Cerrar',
    retry: 'Reintentar',
    skipToContent: 'Saltar al contenido',
    genericError: 'Ocurrió un error inesperado. Intente nuevamente.',
    serverUnreachable: 'No se pudo conectar con el servidor.',
    pageLoadError: 'No pudimos cargar esta página. Revise su conexión e intente nuevamente.',
    pageError: 'No pudimos mostrar esta página.',
    sessionExpired: 'Su sesión ha expirado.',
  },
} as const;
