import type { CoursePage } from '@campus/contract/catalogue';
import { describe, expect, it } from 'vitest';
import { render, textOf, unmountRendered } from '../../../../test/support/render.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import type { useCourses } from '../api/get-courses.ts';
import { CatalogueAreaProvider, publicCatalogue, studentCatalogue } from '../catalogue-area.tsx';
import { CourseResults } from './course-results.tsx';

type Query = ReturnType<typeof useCourses>;

const failed = (error: Error) =>
  ({ data: undefined, error, isPending: false, isError: true, isPlaceholderData: false }) as unknown as Query;

const empty: CoursePage = {
  data: [],
  current_page: 1,
  last_page: 1,
  per_page: 12,
  total: 0,
  from: null,
  to: null,
};

async function show(query: Query, area = publicCatalogue) {
  const view = await render(
    <CatalogueAreaProvider value={area}>
      <CourseResults
        title="Cursos"
        query={query}
        emptyText="No hay cursos disponibles en este momento."
        hrefFor={(p) => `?page=${p}`}
      />
    </CatalogueAreaProvider>,
  );
  return view.container;
}

describe('CourseResults', () => {
  it("shows an unknown category (the API's 404) as the empty state with a link to every course", async () => {
    const page = await show(failed(new ApiError(404, 'Categoría no encontrada.')));
    expect(textOf(page)).toContain('No hay cursos disponibles en esta categoría');
    expect(textOf(page)).not.toContain('No pudimos cargar');
    const link = [...page.querySelectorAll('a')].find((a) => textOf(a) === 'Ver todos los cursos');
    expect(link?.getAttribute('href')).toBe('/category/todos?category=all');
  });

  it('links to the student catalogue inside the student area', async () => {
    const page = await show(failed(new ApiError(404, 'Categoría no encontrada.')), studentCatalogue);
    const link = [...page.querySelectorAll('a')].find((a) => textOf(a) === 'Ver todos los cursos');
    expect(link?.getAttribute('href')).toBe('/v2/categories');
  });

  it('keeps the connection message for other failures', async () => {
    for (const error of [new ApiError(500, 'Error'), new TypeError('Failed to fetch')]) {
      const page = await show(failed(error));
      expect(textOf(page)).toContain('No pudimos cargar los cursos');
      expect(textOf(page)).not.toContain('Ver todos los cursos');
      await unmountRendered();
    }
  });

  it('says no courses are available when the list is empty', async () => {
    const page = await show({
      data: empty,
      error: null,
      isPending: false,
      isError: false,
      isPlaceholderData: false,
    } as unknown as Query);
    expect(textOf(page)).toContain('No hay cursos disponibles en este momento.');
    expect(textOf(page)).toContain('0 cursos');
  });
});
