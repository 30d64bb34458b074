// The catalogue operations: what each takes and answers. The API registers its routes from these;
// the web calls them through lib/api-client.ts's typed client.
import { initContract } from '@ts-rest/core';
import {
  allCoursesParamsSchema,
  allCoursesQuerySchema,
  categoriesQuerySchema,
  categoriesResponseSchema,
  categoryCoursesParamsSchema,
  courseDetailRequestSchema,
  courseDetailResponseSchema,
  courseListResponseSchema,
  coursePageSchema,
  coursesByCategoryRequestSchema,
  featuredParamsSchema,
  featuredQuerySchema,
  pageOnlyQuerySchema,
  relatedCoursesParamsSchema,
  relatedCoursesQuerySchema,
  searchQuerySchema,
} from '../catalogue.ts';
import { messageSchema, validationErrorSchema } from '../common.ts';
import { cataloguePaths as at } from './catalogue.paths.ts';

const c = initContract();
const errors = { 401: messageSchema, 404: messageSchema, 422: validationErrorSchema };
const tags = ['catálogo'];

export const catalogueOperations = c.router({
  getAllCategories: {
    ...at.getAllCategories,
    query: categoriesQuerySchema,
    responses: { 200: categoriesResponseSchema, ...errors },
    summary: 'Categorías del proyecto, en orden de presentación',
    metadata: { tags },
  },
  getExternalDestacateCourses: {
    ...at.getExternalDestacateCourses,
    pathParams: featuredParamsSchema,
    query: featuredQuerySchema,
    responses: { 200: courseListResponseSchema, ...errors },
    summary: 'Cursos destacados; con free=1, los cursos gratuitos',
    metadata: { tags },
  },
  getAllCoursesKey: {
    ...at.getAllCoursesKey,
    query: searchQuerySchema,
    responses: { 200: courseListResponseSchema, ...errors },
    summary: 'Búsqueda de cursos (sin distinguir mayúsculas ni tildes), por relevancia',
    metadata: { tags },
  },
  getAllCoursesCategories: {
    ...at.getAllCoursesCategories,
    body: coursesByCategoryRequestSchema,
    responses: { 200: courseListResponseSchema, ...errors },
    summary: 'Cursos de una categoría',
    metadata: { tags },
  },
  getExternalCoursesDetail: {
    ...at.getExternalCoursesDetail,
    body: courseDetailRequestSchema,
    responses: { 200: courseDetailResponseSchema, ...errors },
    summary: 'Detalle público de un curso (sin videos bloqueados ni lecciones no liberadas)',
    metadata: { tags },
  },
  getExternalAllCourses: {
    ...at.getExternalAllCourses,
    pathParams: allCoursesParamsSchema,
    query: allCoursesQuerySchema,
    responses: { 200: coursePageSchema, ...errors },
    summary: 'Cursos paginados; search filtra por texto, free=1 solo gratuitos',
    metadata: { tags },
  },
  courses: {
    ...at.courses,
    pathParams: categoryCoursesParamsSchema,
    query: pageOnlyQuerySchema,
    responses: { 200: coursePageSchema, ...errors },
    summary: 'Cursos paginados de una categoría',
    metadata: { tags },
  },
  getRelatedCourses: {
    ...at.getRelatedCourses,
    pathParams: relatedCoursesParamsSchema,
    query: relatedCoursesQuerySchema,
    responses: { 200: coursePageSchema, ...errors },
    summary: 'Cursos relacionados (de las categorías de course_id, o todos)',
    metadata: { tags },
  },
});
