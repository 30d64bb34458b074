/** Strings of the operator area's dashboard (lazy only, like messages/admin.ts). */
export const adminDashboardMessages = {
  title: 'Panel',
  intro:
    'El embudo de la escuela por semana (lunes a domingo, hora de Ecuador): visitantes de las landings, leads, registros, ventas y cursos terminados.',
  filters: 'Periodo y curso',
  from: 'Desde la semana del',
  to: 'Hasta la semana del',
  presets: 'Periodos rápidos',
  lastWeeks: (n: number) => `Últimas ${n} semanas`,
  courseSearch: 'Buscar un curso',
  course: 'Curso',
  allCourses: 'Todos los cursos',
  clearCourse: 'Ver todos los cursos',
  period: (from: string, to: string) => `Del ${from} al ${to}`,
  courseOnly: (name: string) =>
    `Solo el curso «${name}»: visitantes, leads y registros no se atribuyen a un curso y no se muestran.`,
  funnelTitle: 'Embudo del periodo',
  funnelIntro: 'Cada paso con el porcentaje respecto del paso anterior.',
  ofPrevious: (percent: string) => `${percent} del paso anterior`,
  noPrevious: 'sin paso anterior',
  notAttributable: 'no se atribuye a un curso',
  steps: {
    visitors: 'Visitantes de landings',
    views: 'Vistas de landings',
    leads: 'Leads',
    registrations: 'Registros',
    sales: 'Ventas',
    revenue: 'Importe',
    enrolments: 'Inscripciones',
    completions: 'Cursos terminados',
  },
  weeklyTitle: 'Por semana',
  weeklyIntro: 'Cada barra es una semana; las cifras exactas están en la tabla de abajo.',
  chartSummary: (label: string, total: string, max: string, week: string) =>
    `${label}: ${total} en el periodo; la semana con más fue ${week} con ${max}.`,
  chartEmpty: (label: string) => `${label}: ninguno en el periodo.`,
  barLabel: (week: string, value: string) => `${week}: ${value}`,
  weeksTable: 'Cifras por semana',
  week: 'Semana',
  weekOf: 'Lunes',
  total: 'Total',
  coursesTitle: 'Por curso',
  coursesIntro: (shown: number, total: number) =>
    shown < total
      ? `Los ${shown} cursos con más ventas de ${total} con actividad en el periodo (el CSV los trae todos).`
      : 'Cursos con alguna venta, inscripción o finalización en el periodo.',
  coursesTable: 'Cifras por curso',
  noCourses: 'Ningún curso tuvo actividad en el periodo.',
  filterByCourse: (name: string) => `Ver solo ${name}`,
  export: 'Descargar',
  exportWeeks: 'Semanas (CSV)',
  exportCourses: 'Cursos (CSV)',
  exporting: 'Preparando el CSV…',
  exportHint:
    'Del periodo y curso elegidos. Se abre en Excel con acentos y columnas separadas por punto y coma.',
  exported: (name: string) => `Descargado: ${name}`,
  privacy:
    'Las visitas se cuentan en nuestro servidor, sin cookies ni rastreadores de terceros: una persona cuenta una vez por landing y día, y no se guarda su IP.',
} as const;
