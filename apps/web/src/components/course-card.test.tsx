import { CARD_DESCRIPTION_MAX } from '@campus/contract/constants';
import { describe, expect, it } from 'vitest';
import { listingItem } from '../../test/support/listing-item.ts';
import { render, textOf, unmountRendered } from '../../test/support/render.tsx';
import { toCardData } from '../features/catalogue/components/card-data.ts';
import { CourseCard, type CourseCardData } from './course-card.tsx';

const card: CourseCardData = {
  href: '/detail/curso-de-telemedicina?course=7',
  name: 'Curso de Telemedicina',
  description: 'Aprende a implementar un servicio de teleconsulta seguro.',
  image: '/media/courses/curso-de-telemedicina.webp',
  price: '247.00',
  free: false,
  featured: false,
  owner: 'Dra. Ana Villacrés',
  students: 1234,
};

async function renderCard(course: CourseCardData) {
  const view = await render(<CourseCard course={course} />);
  const article = view.container.querySelector('article')!;
  const spans = [...article.querySelectorAll('span')].map((s) => textOf(s));
  return { article, text: textOf(article), spans };
}

describe('CourseCard (spec §2)', () => {
  it('shows name, owner line, price as "$247,00", students and the information link', async () => {
    const { article, text, spans } = await renderCard(card);
    expect(textOf(article.querySelector('h3'))).toBe('Curso de Telemedicina');
    expect(text).toContain('Por Dra. Ana Villacrés');
    expect(spans).toContain('$247,00');
    expect(text).toContain('1.234 estudiantes');
    const links = [...article.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([card.href, card.href]);
    expect(links[1]!.getAttribute('aria-label')).toBe('Ver información de Curso de Telemedicina');
    expect(textOf(links[1]!)).toBe('Ver información');
  });

  it("tags a featured course 'Más vendido' ('+ Vendido' on narrow cards), and no other", async () => {
    const featured = await renderCard({ ...card, featured: true });
    expect(featured.spans).toContain('Más vendido');
    expect(featured.spans).toContain('+ Vendido');
    await unmountRendered();
    const plain = await renderCard(card);
    expect(plain.text).not.toContain('Vendido');
    expect(plain.text).not.toContain('vendido');
  });

  it("tags a free course 'Gratis' and shows 'Gratis' instead of a price", async () => {
    const { spans, text } = await renderCard({ ...card, free: true, price: '0.00' });
    expect(spans.filter((s) => s === 'Gratis')).toHaveLength(2);
    expect(text).not.toContain('$');
  });

  it('omits the owner line without an owner and says "1 estudiante" for one', async () => {
    const { text } = await renderCard({ ...card, owner: null, students: 1 });
    expect(text).not.toContain('Por ');
    expect(text).toContain('1 estudiante');
    expect(text).not.toContain('1 estudiantes');
  });

  it('cuts the description at 120 characters with an ellipsis, at a word boundary', async () => {
    const long =
      'Aprende a implementar un servicio de teleconsulta seguro, legal y rentable: tecnología, consulta virtual paso a paso y gestión de tu práctica.';
    expect(long.length).toBeGreaterThan(CARD_DESCRIPTION_MAX);
    const { article } = await renderCard({ ...card, description: long });
    const shown = [...article.querySelectorAll('p')]
      .map((p) => textOf(p))
      .find((p) => p.startsWith('Aprende'))!;
    expect(shown.length).toBeLessThanOrEqual(CARD_DESCRIPTION_MAX);
    expect(shown.endsWith('…')).toBe(true);
    expect(long.startsWith(shown.slice(0, -1))).toBe(true);
    expect(long[shown.length - 1]).toBe(' ');
  });

  it('keeps a short description whole', async () => {
    const { text } = await renderCard(card);
    expect(text).toContain('Aprende a implementar un servicio de teleconsulta seguro.');
    expect(text).not.toContain('…');
  });

  it('renders a listing item end to end', async () => {
    const { text } = await renderCard(
      toCardData(listingItem({ destacate: 'true', data: { free: '0', price: '1247.50' } })),
    );
    expect(text).toContain('Más vendido');
    expect(text).toContain('$1.247,50');
  });
});
