import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { landingMessages } from '../../../messages/landing.ts';
import { StandaloneFrame } from '../components/standalone-frame.tsx';
import { ThanksLayout } from '../components/thanks-layout.tsx';

const t = landingMessages.thanks;

/** /bases-telemedicina/gracias (standalone): congratulations after the free course Bases de la telemedicina. */
export default function BasesThanksPage() {
  useDocumentTitle(t.basesTitle);
  return (
    <StandaloneFrame>
      <ThanksLayout standalone title={t.basesTitle} text={t.basesText} />
    </StandaloneFrame>
  );
}
