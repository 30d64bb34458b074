import { describe, expect, it } from 'vitest';
import { renderHead } from '../src/plugins/spa.ts';

describe('renderHead', () => {
  const head = renderHead(
    {
      title: 'Curso "Telemedicina" <script>alert(1)</script>',
      description: 'Aprenda & practique',
      path: '/detail/telemedicina?course=1',
      image: '/media/courses/telemedicina.webp',
      type: 'product',
      jsonLd: [{ '@type': 'Course', name: '</script><script>alert(1)</script>' }],
    },
    'https://campussalud.ec',
  );

  it('escapes text so a course name cannot inject markup', () => {
    expect(head).toContain(
      '<title>Curso &quot;Telemedicina&quot; &lt;script&gt;alert(1)&lt;/script&gt;</title>',
    );
    expect(head).not.toContain('<script>alert(1)</script>');
    expect(head).toContain('\\u003c/script>');
  });

  it('makes the canonical URL and the share image absolute', () => {
    expect(head).toContain(
      '<link rel="canonical" href="https://campussalud.ec/detail/telemedicina?course=1">',
    );
    expect(head).toContain(
      '<meta property="og:image" content="https://campussalud.ec/media/courses/telemedicina.webp">',
    );
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).toContain('<meta property="og:type" content="product">');
  });
});
