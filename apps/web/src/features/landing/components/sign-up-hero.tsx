import type { ReactNode } from 'react';
import { EmailFirstForm } from './email-first-form.tsx';
import type { Props as EmailFirstProps } from './email-first-steps.tsx';
import { LandingHero } from './sections.tsx';

/** The words of a sign-up landing's top: its hero and the e-mail-first form beside it. */
export type SignUpCopy = {
  eyebrow: string;
  title: string;
  subtitle: string;
  formTitle: string;
  formIntro: string;
  cta: string;
};

type SignUpHeroProps = Omit<EmailFirstProps, 'id' | 'title' | 'intro' | 'emailButton'> & {
  copy: SignUpCopy;
  /** Anchor of the form, the target of the page's "get it" buttons. */
  formId: string;
  /** Shown under the subtitle (the event's date and hours). */
  children?: ReactNode;
};

/** Hero of a free sign-up landing (guide, webinar, master class) with the e-mail-first form of spec §4. */
export function SignUpHero({ copy, formId, children, ...form }: SignUpHeroProps) {
  return (
    <LandingHero
      eyebrow={copy.eyebrow}
      title={copy.title}
      subtitle={copy.subtitle}
      aside={
        <EmailFirstForm
          {...form}
          id={formId}
          title={copy.formTitle}
          intro={copy.formIntro}
          emailButton={copy.cta}
        />
      }
    >
      {children}
    </LandingHero>
  );
}
