/** Strings of the student area's layout (lazy, kept out of es.ts, the public bundle's). */
export const studentMessages = {
  sidebarLabel: 'Área del estudiante',
  myCourses: 'Mis cursos',
  settings: 'Configuración',
  billing: 'Facturación',
  exit: 'Salir',
  cart: 'Carrito de compras',
  cartCount: (n: number) => (n === 1 ? '1 curso en el carrito' : `${n} cursos en el carrito`),
  catalogue: 'Explorar cursos',
  // Labels of the phone tiles, where five must fit side by side.
  catalogueShort: 'Explorar',
  settingsShort: 'Ajustes',
  billingShort: 'Facturas',
} as const;
