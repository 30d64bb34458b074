import type { CourseListingItem } from '@campus/contract/catalogue';

/** A course-listing item of spec §3, as the API sends it; override what a test is about. */
export function listingItem(overrides: Partial<CourseListingItem> = {}): CourseListingItem {
  return {
    id: 7,
    courses: {
      name: 'Curso de Telemedicina',
      description: 'Aprende a implementar un servicio de teleconsulta seguro.',
      data: {
        imageUrl: '/media/courses/curso-de-telemedicina.webp',
        free: '0',
        price: '247.00',
        certificate: 1,
      },
    },
    resources_image: { data: '/media/courses/respaldo.webp' },
    course_owner: {
      name: 'Dra. Ana',
      lastname: 'Villacrés',
      specialty: 'Medicina Familiar',
      description: 'Médica y docente.',
      data: { facebook: null, instagram: null, pinterest: null, image: null },
    },
    users_in_course: 1234,
    date_in: '2024-02-05T14:00:00.000Z',
    destacate: 'false',
    data: { free: '0', price: '247.00' },
    lessons_in_course: 19,
    resource_in_course: 38,
    modules: [{ id: 1, name: 'Fundamentos de la telemedicina' }],
    course_hotmart: null,
    ...overrides,
  };
}
