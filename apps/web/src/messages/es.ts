/**
 * Every user-visible string of the web app. Strings quoted in the spec are used letter for letter
 * (its spelling included); features add their own sections here.
 */
export const es = {
  brand: {
    name: 'Campus Salud',
    tagline: 'Educación médica continua en línea',
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
    followTitle: 'Síguenos',
    linksTitle: 'Enlaces',
    terms: 'Términos y condiciones',
    contact: 'Contáctanos',
    landings: 'Recursos gratuitos',
    copyright: (year: number) => `© ${year} Campus Salud · Quito, Ecuador. Todos los derechos reservados.`,
  },
  student: {
    sidebarLabel: 'Área del estudiante',
    myCourses: 'Mis cursos',
    settings: 'Configuración',
    billing: 'Facturación',
    exit: 'Salir',
    cart: 'Carrito de compras',
    cartCount: (n: number) => (n === 1 ? '1 curso en el carrito' : `${n} cursos en el carrito`),
    catalogue: 'Explorar cursos',
  },
  common: {
    loading: 'Cargando…',
    close: 'Cerrar',
    retry: 'Reintentar',
    skipToContent: 'Saltar al contenido',
    genericError: 'Ocurrió un error inesperado. Intente nuevamente.',
  },
} as const;
