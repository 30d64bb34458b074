import * as z from 'zod';
import { fieldLabel } from './field-labels.ts';

/**
 * Spanish messages for every validation failure, following the generic input rules of spec §5
 * ("El campo email es requerido", "debe tener mínimo N caracteres", "estructura de correo").
 * Installed once when the contract is imported, so the API's 422 bodies and the web forms speak
 * the same words. A schema's own message (e.g. 'Nombre es requerido') wins over these.
 */
type Issue = z.core.$ZodRawIssue;

function describe(issue: Issue): string {
  const label = fieldLabel(issue.path ?? []);
  const field = `El campo ${label}`;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '')
        return `${field} es requerido`;
      if (issue.expected === 'number' || issue.expected === 'int') return `${field} debe ser solo numérico`;
      if (issue.expected === 'boolean') return `${field} debe ser verdadero o falso`;
      if (issue.expected === 'array') return `${field} debe ser una lista`;
      if (issue.expected === 'object') return `${field} debe ser un objeto`;
      if (issue.expected === 'date') return `${field} debe ser una fecha válida`;
      return `${field} debe ser texto`;
    case 'too_small': {
      const n = Number(issue.minimum);
      if (issue.origin === 'string') {
        return issue.input === '' ? `${field} es requerido` : `${field} debe tener mínimo ${n} caracteres`;
      }
      if (issue.origin === 'array' || issue.origin === 'set')
        return `${field} debe tener mínimo ${n} elementos`;
      return issue.inclusive === false
        ? `${field} debe ser mayor a ${n}`
        : `${field} debe ser mayor o igual a ${n}`;
    }
    case 'too_big': {
      const n = Number(issue.maximum);
      if (issue.origin === 'string') return `${field} debe tener máximo ${n} caracteres`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `${field} debe tener máximo ${n} elementos`;
      return issue.inclusive === false
        ? `${field} debe ser menor a ${n}`
        : `${field} debe ser menor o igual a ${n}`;
    }
    case 'invalid_format':
      if (issue.format === 'email') return `${field} debe tener una estructura de correo válida`;
      if (issue.format === 'url') return `${field} debe ser una dirección web válida`;
      if (issue.format === 'date' || issue.format === 'datetime') return `${field} debe ser una fecha válida`;
      return `${field} no tiene un formato válido`;
    case 'not_multiple_of':
      return `${field} debe ser múltiplo de ${String(issue.divisor)}`;
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return `${field} tiene un valor no permitido`;
    case 'unrecognized_keys':
      return `Campos no permitidos: ${issue.keys.join(', ')}`;
    default:
      return `${field} no es válido`;
  }
}

// In browsers zod must not try `new Function` (its faster object parser): the site's CSP forbids
// eval and reports the attempt as a violation. The server keeps the faster parser.
z.config({ customError: (issue) => describe(issue), jitless: 'document' in globalThis });

export { describe as describeIssue };
