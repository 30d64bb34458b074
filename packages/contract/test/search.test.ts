import { describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  foldSearchText,
  rankSearch,
  type SearchableCourse,
  searchIndexBuilder,
} from '../src/index.ts';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 23, 12);

let nextId = 1;
function course(fields: Partial<SearchableCourse> & { name: string }): SearchableCourse {
  return {
    id: nextId++,
    description: '',
    owner: '',
    categories: [],
    featured: false,
    free: false,
    publishedAt: NOW - 24 * HOUR,
    ...fields,
  };
}

describe('foldSearchText', () => {
  it('lower-cases and strips accents and other diacritics', () => {
    expect(foldSearchText('Manejo de la Diabétes')).toBe('manejo de la diabetes');
    expect(foldSearchText('ÑANDÚ pingüino Ç')).toBe('nandu pinguino c');
    expect(foldSearchText('Ärztliche Straße, Œuvre, Søren, Łódź')).toBe(
      'arztliche strasse, oeuvre, soren, lodz',
    );
    // A decomposed accent (e + combining acute) folds like the composed one.
    expect(foldSearchText('Pediatri\u0301a')).toBe(foldSearchText('Pediatría'));
  });

  it('leaves plain text, digits and symbols as they are', () => {
    expect(foldSearchText('100% _raro_ "x" 2026')).toBe('100% _raro_ "x" 2026');
    // A lone accent mark is not a letter's accent: kept, and never turned into a space.
    expect(foldSearchText('di´abetes')).toBe('di´abetes');
  });

  it('turns pasted typographic quotes, dashes and ellipses into what a visitor types', () => {
    expect(foldSearchText('“Guía” – módulo’s…')).toBe(`"guia" - modulo's...`);
  });
});

describe('rankSearch', () => {
  const diabetes = course({
    name: 'Manejo de la Diabétes tipo 2',
    description: 'Control glucémico en el primer nivel de atención.',
    owner: 'Lucía Ortega',
    categories: ['Diabetes y Endocrinología'],
    featured: true,
  });
  const tele = course({
    name: 'Introducción a la telemedicina',
    description: 'Primeros pasos en la consulta a distancia para pacientes con diabetes.',
    owner: 'Andrés Villacrés',
    categories: ['Telemedicina', 'Diabetes y Endocrinología'],
    free: true,
  });
  const gated = course({
    name: 'Curso de Telemedicina',
    description: 'Teleconsulta segura, legal y rentable.',
    owner: 'Andrés Villacrés',
    categories: ['Telemedicina'],
    featured: true,
  });
  const quoted = course({ name: `Curso "especial" 100% _raro_ O'Brien`, categories: ['Telemedicina'] });
  const future = course({ name: 'Diabetes del futuro', featured: true, publishedAt: NOW + HOUR });
  const index = buildSearchIndex([diabetes, tele, gated, quoted, future]);
  const search = (text: string, free?: boolean) => rankSearch(index, { text, now: NOW, free });

  it('ignores accents and case, in the text and in the courses', () => {
    expect(search('diabetes tipo')).toEqual([diabetes.id]);
    expect(search('DIABÉTES TIPO')).toEqual([diabetes.id]);
    expect(search('introduccion')).toEqual([tele.id]);
    expect(search('INTRODUCCIÓN')).toEqual([tele.id]);
  });

  it('matches partial words', () => {
    expect(search('diab')).toContain(diabetes.id);
    expect(search('medicin')).toEqual(expect.arrayContaining([tele.id, gated.id]));
    expect(search('glucem')).toEqual([diabetes.id]);
  });

  it('needs every term somewhere: name, description, specialist or category', () => {
    expect(search('glucémico primer')).toEqual([diabetes.id]);
    expect(search('ortega')).toEqual([diabetes.id]);
    expect(search('villacres')).toEqual(expect.arrayContaining([tele.id, gated.id]));
    expect(search('endocrinologia')).toEqual(expect.arrayContaining([diabetes.id, tele.id]));
    // One term in the name, the other in the category.
    expect(search('teleconsulta telemedicina')).toEqual([gated.id]);
    expect(search('diabetes teleconsulta')).toEqual([]);
    expect(search('ortega villacres')).toEqual([]);
  });

  it('never lets a term span two fields (name and description, specialist, categories)', () => {
    // "tipo 2" ends the name, "control" starts the description: the whole text is not a term.
    expect(search('2control')).toEqual([]);
    expect(search('ortegadiabetes')).toEqual([]);
  });

  it('treats quotes, %, _ and backslashes as text', () => {
    expect(search('%')).toEqual([quoted.id]);
    expect(search('_raro_')).toEqual([quoted.id]);
    expect(search('%%')).toEqual([]);
    expect(search(`"especial" o'brien`)).toEqual([quoted.id]);
    expect(search('\\')).toEqual([]);
  });

  it('leaves out courses whose publication is still to come, until it comes', () => {
    expect(search('futuro')).toEqual([]);
    expect(rankSearch(index, { text: 'futuro', now: NOW + HOUR })).toEqual([future.id]);
    expect(rankSearch(index, { text: 'futuro', now: NOW + HOUR - 1 })).toEqual([]);
  });

  it('with free, only free courses', () => {
    expect(search('diabetes', true)).toEqual([tele.id]);
    expect(search('telemedicina', true)).toEqual([tele.id]);
  });

  it('ranks the whole text at the start of the name, then in the name, then per term in name and specialist', () => {
    const c = (name: string, owner = '') => course({ name, owner, publishedAt: NOW - HOUR });
    const atStart = c('Salud mental en atención primaria');
    const inName = c('Taller de salud mental');
    const termsInName = c('Mental y salud: taller');
    const oneTermInName = c('Taller de salud', 'Dra. Mental');
    const ownerOnly = c('Taller de psiquiatría', 'Salud Mental');
    const neither = course({ name: 'Taller', description: 'salud y mental', publishedAt: NOW - HOUR });
    const ranked = rankSearch(
      buildSearchIndex([neither, ownerOnly, oneTermInName, termsInName, inName, atStart]),
      {
        text: 'Salud Mental',
        now: NOW,
      },
    );
    expect(ranked).toEqual([
      atStart.id,
      inName.id,
      termsInName.id,
      oneTermInName.id,
      ownerOnly.id,
      neither.id,
    ]);
  });

  it('breaks ties by featured, then the newest publication, then the highest id', () => {
    const c = (featured: boolean, hoursAgo: number) =>
      course({ name: 'Ecografía', featured, publishedAt: NOW - hoursAgo * HOUR });
    const old = c(false, 5);
    const recent = c(false, 1);
    const featuredOld = c(true, 9);
    const sameTimeLow = c(false, 3);
    const sameTimeHigh = c(false, 3);
    const ranked = rankSearch(buildSearchIndex([old, recent, featuredOld, sameTimeLow, sameTimeHigh]), {
      text: 'ecografia',
      now: NOW,
    });
    expect(ranked).toEqual([featuredOld.id, recent.id, sameTimeHigh.id, sameTimeLow.id, old.id]);
  });

  it('finds every course by any piece of its texts (the signatures never rule out a match)', () => {
    const words = [
      'diabétes',
      'Pediatría',
      'ECOGRAFÍA',
      'niño',
      'ÁREA',
      'x-ray',
      '2026',
      'año',
      '“guía”',
      'Œdema',
    ];
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    const phrase = (n: number) => Array.from({ length: n }, () => words[random(words.length)]).join(' ');
    const many = Array.from({ length: 200 }, () =>
      course({ name: phrase(3), description: phrase(40), owner: phrase(2), categories: [phrase(2)] }),
    );
    const big = buildSearchIndex(many);
    for (const c of many) {
      const texts = [c.name, c.description, c.owner, c.categories[0]!];
      const text = foldSearchText(texts[random(4)]!).split(' ')[0]!;
      const start = random(text.length);
      const piece = text.slice(start, start + 1 + random(text.length - start));
      expect(rankSearch(big, { text: piece, now: NOW }), piece).toContain(c.id);
    }
  });

  it('builds the same index a slice at a time', () => {
    const courses = Array.from({ length: 7 }, (_, i) =>
      course({ name: `Curso ${i} de ecografía`, featured: i === 3, publishedAt: NOW - i * HOUR }),
    );
    const builder = searchIndexBuilder(courses);
    expect(builder.step(3)).toBeNull();
    expect(builder.step(3)).toBeNull();
    const sliced = builder.step(3)!;
    expect(sliced).toEqual(buildSearchIndex(courses));
    expect(rankSearch(sliced, { text: 'ecografia', now: NOW })).toEqual(
      rankSearch(buildSearchIndex(courses), { text: 'ecografia', now: NOW }),
    );
    expect(buildSearchIndex([]).entries).toEqual([]);
  });

  it('counts a term typed twice (with and without accents) once', () => {
    const plain = course({ name: 'Diabetes' });
    const both = buildSearchIndex([plain]);
    expect(rankSearch(both, { text: 'diabetes diabétes DIABETES', now: NOW })).toEqual([plain.id]);
  });
});
