import { truncate } from '@campus/contract';
import { absoluteUrl, SITE_NAME, studentCourseUrl } from '@campus/contract/pages';
import { type MailContent, renderMail } from '../../integrations/mail/template.ts';

/** Tells the asker that someone answered: who, in which course, the answer, and a link to the course. */
export function answeredMail(input: {
  askerFirstName: string;
  answererName: string;
  courseId: number;
  courseName: string;
  question: string;
  answer: string;
  publicUrl: string;
}): MailContent {
  const greeting = input.askerFirstName ? `Hola ${input.askerFirstName}:` : 'Hola:';
  return renderMail(`Respondieron su pregunta en ${input.courseName}`, greeting, [
    {
      paragraph: `${input.answererName} respondió la pregunta que usted hizo en el curso ${input.courseName}.`,
    },
    { lines: ['Su pregunta:', truncate(input.question, 300)] },
    { lines: ['Respuesta:', truncate(input.answer, 1500)] },
    {
      button: {
        label: 'Ver la respuesta en el curso',
        url: absoluteUrl(input.publicUrl, studentCourseUrl({ id: input.courseId })),
      },
    },
    {
      paragraph: `Recibe este mensaje porque hizo una pregunta en ${SITE_NAME}.`,
    },
  ]);
}
