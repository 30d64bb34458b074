import { absoluteUrl, SITE_NAME, studentQuestionUrl } from '@campus/contract/pages';
import { type MailContent, renderMail } from '../../integrations/mail/template.ts';

/**
 * Tells the asker that their question has a new answer, and where to read it. Only a short notice
 * with a link to the question in the player: never the answer's text, the answerer's name or
 * anything else a classmate wrote, so nobody can send links or words to a classmate under the
 * school's name. The course name is the operator's.
 */
export function answeredMail(input: {
  askerFirstName: string;
  courseId: number;
  courseName: string;
  questionId: number;
  publicUrl: string;
  /** The course specialist answered (from the operator area), not a classmate. */
  official?: boolean;
}): MailContent {
  const greeting = input.askerFirstName ? `Hola ${input.askerFirstName}:` : 'Hola:';
  const title = `Tiene una nueva respuesta a su pregunta en «${input.courseName}»`;
  return renderMail(title, greeting, [
    {
      paragraph: input.official
        ? `El especialista del curso «${input.courseName}» respondió su pregunta.`
        : `${title}.`,
    },
    {
      button: {
        label: 'Ver la respuesta',
        url: absoluteUrl(input.publicUrl, studentQuestionUrl({ id: input.courseId }, input.questionId)),
      },
    },
    {
      paragraph: `Recibe este aviso porque hizo una pregunta en ${SITE_NAME}; le escribimos como máximo una vez por hora por cada pregunta.`,
    },
  ]);
}
