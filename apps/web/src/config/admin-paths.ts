import { adminRoot } from './paths.ts';

/**
 * Paths of the operator area, below `adminRoot`. Kept apart from paths.ts because
 * Vite would otherwise ship this object in the public bundle for the lazy admin chunks to import.
 * A section adds its paths here.
 */
export const adminPaths = {
  root: adminRoot,
  login: `${adminRoot}/login`,
  dashboard: adminRoot,
  audit: `${adminRoot}/registro`,
  account: `${adminRoot}/cuenta`,
  catalogue: {
    root: `${adminRoot}/catalogo`,
    categories: `${adminRoot}/catalogo/categorias`,
    specialists: `${adminRoot}/catalogo/especialistas`,
    courses: `${adminRoot}/catalogo/cursos`,
    course: (id: number | string) => `${adminRoot}/catalogo/cursos/${id}`,
    certificates: `${adminRoot}/catalogo/certificados`,
  },
  orders: {
    root: `${adminRoot}/pedidos`,
    order: (id: number | string) => `${adminRoot}/pedidos/${id}`,
  },
  leads: `${adminRoot}/leads`,
  contacts: `${adminRoot}/mensajes`,
  legal: `${adminRoot}/legales`,
  questions: {
    root: `${adminRoot}/preguntas`,
    question: (id: number | string) => `${adminRoot}/preguntas/${id}`,
  },
  mentoring: {
    root: `${adminRoot}/mentorias`,
    course: (id: number | string) => `${adminRoot}/mentorias/${id}`,
    slot: (id: number | string) => `${adminRoot}/mentorias/sesiones/${id}`,
  },
  marketing: {
    root: `${adminRoot}/marketing`,
    events: `${adminRoot}/marketing/eventos`,
    settings: `${adminRoot}/marketing/ajustes`,
  },
  students: {
    root: `${adminRoot}/estudiantes`,
    student: (id: number | string) => `${adminRoot}/estudiantes/${id}`,
  },
} as const;
