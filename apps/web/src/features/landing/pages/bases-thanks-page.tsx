import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { es } from '../../../messages/es.ts';
import { StandaloneFrame } from '../components/standalone-frame.tsx';
import { ThanksLayout } from '../components/thanks-layout.tsx';

const t = es.landing.thanks;

/** /bases-telemedicina/gracias (standalone): congratulations after the free course Bases de la telemedicina. */
export default function BasesThanksPage() {
  useDocumentTitle(t.basesTitle);
  return (
    <StandaloneFrame>
      <ThanksLayout standalone title={t.basesTitle} text={t.basesText} />
    </StandaloneFrame>
  );
}
