import { type ContactForm, contactFormSchema } from '@campus/contract/leads';
import { contactMessages } from '../../../messages/contact.ts';

const FIELDS = contactMessages.missingFields;
const ORDER = ['name', 'last_name', 'email', 'movil', 'message', 'accept'] as const;

/**
 * What keeps the contact form from being sent, in the form's order, in words a visitor reads under
 * the disabled button ("nombre", "correo electrónico válido", "aceptar los términos y condiciones"):
 * the same schema that enables the button decides, so the list and the button always agree.
 */
export function missingContactFields(values: ContactForm): string[] {
  const result = contactFormSchema.safeParse(values);
  if (result.success) return [];
  const fields = new Set(result.error.issues.map((issue) => String(issue.path[0])));
  return ORDER.filter((field) => fields.has(field)).map((field) => FIELDS[field]);
}
