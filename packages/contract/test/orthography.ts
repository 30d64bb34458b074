// Collects every string a person may read (string literals, template texts and JSX text of the
// web app, the contract, the API's messages, e-mails, PDFs, SSR pages and the demo seed) and
// finds what careful Spanish in the site's one register (usted) does not allow.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Where user-visible text lives; tests and test helpers are not read by students. */
const roots = ['apps/web/src', 'packages/contract/src', 'apps/api/src', 'apps/api/scripts'];
const skippedFile = /(\.test\.tsx?|\.d\.ts)$|\/test\/|\/e2e\/|^apps\/api\/src\/cli\/|common-passwords\.ts$/;

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(path));
    else if (/\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

export function sourceFiles(): string[] {
  return roots
    .flatMap((root) => listFiles(join(repoRoot, root)))
    .map((path) => relative(repoRoot, path))
    .filter((path) => !skippedFile.test(path))
    .sort();
}

export interface Text {
  file: string;
  line: number;
  text: string;
}

/** Calls whose string arguments are for logs, developers or code, never shown to people (an ApiError's are). */
const internalCall =
  /^(console\.\w+|\w*\.?log(ger)?\.(trace|debug|info|warn|error|fatal|child)|.*\.(log|logger)\.\w+|new (?:Range|Type|Syntax|Config|Usage)?Error|Error|assert\w*|invariant|expect|describe|it|test|require|import|sql|sql\.raw|RegExp|new RegExp|\w+\.(startsWith|endsWith|includes|split|replace|replaceAll|match|indexOf|lastIndexOf|join|padStart|padEnd|set|get|has|delete|header|getHeader|setHeader|removeHeader|type|redirect|querySelector|querySelectorAll|getAttribute|setAttribute|hasAttribute|addEventListener|removeEventListener|createElement|decorate\w*|register|route|get|post|put|patch|delete|on|emit))$/;

function isInternal(node: ts.Node): boolean {
  const parent = node.parent;
  if (!parent) return false;
  if (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isExternalModuleReference(parent)
  )
    return true;
  if (ts.isLiteralTypeNode(parent)) return true;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node)
    return true;
  if (ts.isElementAccessExpression(parent)) return true;
  if (ts.isJsxAttribute(parent)) {
    // Markup attributes; any other attribute (aria-label, title, a component's text props) is read.
    return /^(className|class|id|key|href|to|src|srcSet|sizes|type|name|role|rel|target|method|action|htmlFor|autoComplete|inputMode|pattern|lang|dir|loading|decoding|fetchPriority|variant|size|tone|as|form|accept|mode|align|side|data-[\w-]+|aria-(?!(?:label|description)$)[\w-]+)$/.test(
      parent.name.getText(),
    );
  }
  for (let n: ts.Node | undefined = parent; n; n = n.parent) {
    if (ts.isCallExpression(n) || ts.isNewExpression(n)) {
      const callee = ts.isNewExpression(n) ? `new ${n.expression.getText()}` : n.expression.getText();
      if (internalCall.test(callee) || internalCall.test(n.expression.getText())) return true;
    }
    if (ts.isTaggedTemplateExpression(n) && /^sql/.test(n.tag.getText())) return true;
    if (ts.isStatement(n) || ts.isPropertyAssignment(n) || ts.isJsxElement(n)) break;
  }
  return false;
}

export function textsOf(file: string): Text[] {
  const source = readFileSync(join(repoRoot, file), 'utf8');
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? 4 : 3);
  const out: Text[] = [];
  const push = (node: ts.Node, text: string) => {
    if (!/\p{L}{2}/u.test(text)) return;
    // A lone lower-case ASCII token is a code value (an enum member, a key, a slug), never a
    // sentence a person reads: 'aprobacion' names the certificate kind whose label is "De aprobación".
    if (/^[a-z][a-z0-9_-]*$/.test(text)) return;
    out.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, text });
  };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!isInternal(node)) push(node, node.text);
    } else if (ts.isTemplateExpression(node)) {
      if (!isInternal(node)) {
        // A placeholder stands for a name or number inside the sentence.
        push(node, [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join('X'));
      }
    } else if (ts.isJsxText(node)) {
      const text = node.text.replace(/\s+/g, ' ').trim();
      if (text) push(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

const word = (list: readonly string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}_'-])(${list.join('|')})(?![\\p{L}\\p{N}_'-])`, 'iu');

/** Words written without their accent in the old system the spec quotes. */
export const unaccented = [
  'agrego',
  'terminos',
  'modulo',
  'modulos',
  'minimo',
  'minima',
  'maximo',
  'maxima',
  'numerico',
  'numericos',
  'alfanumerico',
  'alfanumericos',
  'direccion',
  'telefono',
  'telefonos',
  'contrasena',
  'contrasenas',
  'informacion',
  'sesion',
  'exito',
  'valido',
  'invalido',
  'invalida',
  'pagina',
  'paginas',
  'electronico',
  'electronica',
  'facturacion',
  'inscripcion',
  'codigo',
  'codigos',
  'metodo',
  'metodos',
  'aqui',
  'contactenos',
  'contactanos',
  'intentelo',
  'tambien',
  'categoria',
  'categorias',
  'leccion',
  'evaluacion',
  'descripcion',
  'ultimo',
  'ultima',
  'ultimos',
  'titulo',
  'numero',
  'numeros',
  'razon',
  'identificacion',
  'cedula',
  'pais',
  'transaccion',
  'verificacion',
  'confirmacion',
  'operacion',
  'presentacion',
  'autenticacion',
  'accion',
  'opcion',
  'opciones',
  'guia',
  'dia',
  'dias',
  'facil',
  'rapido',
  'util',
  'medico',
  'medicos',
  'clinica',
  'clinico',
  'publico',
  'academico',
  'linea',
  'mas alla',
  'todavia',
  'esta seguro',
  'esta segura',
  'ocurrio',
  'a ocurrido',
  'envio',
  'envie',
  'actualizo',
  'elimino',
  'guardo',
  'compro',
  'caracter',
  'caracteres especiales',
  'ademas',
  'despues',
  'segun',
  'proximo',
  'proxima',
  'credito',
  'debito',
  'unico',
  'unica',
  'basico',
  'tecnico',
  'area',
  'certificacion',
  'aprobacion',
  'revision',
  'calificacion',
  'duracion',
  'sincronizacion',
  'comunicacion',
  'educacion',
  'formacion',
  'atencion',
] as const;

/** English words that leaked into Spanish screens. */
export const english = [
  'courses',
  'course',
  'cart',
  'checkout',
  'loading',
  'submit',
  'cancel',
  'error occurred',
  'please',
  'success',
  'welcome',
  'sign in',
  'sign up',
  'logout',
  'log in',
  'password',
  'settings',
  'dashboard',
  'download',
] as const;

/** The familiar register (tú): the site speaks to everyone as usted. */
export const tuWords = [
  'tu',
  'tus',
  'tú',
  'te',
  'ti',
  'contigo',
  'tuyo',
  'tuya',
  'puedes',
  'debes',
  'tienes',
  'quieres',
  'necesitas',
  'estás',
  'eres',
  'podrás',
  'recibirás',
  'tendrás',
  'verás',
  'encontrarás',
  'deseas',
  'prefieres',
  'olvidaste',
  'compraste',
  'recibiste',
  'hiciste',
  'ingresaste',
  'quieras',
  'puedas',
  'desees',
  'hayas',
  'estés',
  'regístrate',
  'registrate',
  'inscríbete',
  'únete',
  'contáctanos',
  'escríbenos',
  'cuéntanos',
  'dinos',
  'inténtalo',
  'vuélvelo',
  'asegúrate',
  'conéctate',
  'suscríbete',
  'descárgalo',
  'compártelo',
  'escríbenos',
  'escríbela',
  'escríbelo',
  'márcala',
  'márcalo',
  'comunícate',
  'quítala',
  'indícalos',
  'despublícalo',
  'síguenos',
  'ordénalos',
  'déjanos',
  'agrégala',
  'actívala',
  'sabes',
  'conoces',
  'necesites',
  'tengas',
  'completaste',
  'avanzas',
  'revísalo',
  'consérvalo',
  'léela',
  'guárdalo',
  'ofréceles',
  'grábate',
] as const;

/** Familiar imperatives, flagged where a sentence starts with them ("Revisa su correo"). */
export const tuImperatives = [
  'escribe',
  'elige',
  'revisa',
  'intenta',
  'completa',
  'verifica',
  'ingresa',
  'introduce',
  'vuelve',
  'haz',
  'mira',
  'descubre',
  'aprende',
  'accede',
  'agrega',
  'añade',
  'selecciona',
  'confirma',
  'sigue',
  'continúa',
  'inicia',
  'cierra',
  'abre',
  'usa',
  'utiliza',
  'recarga',
  'actualiza',
  'comprueba',
  'acepta',
  'indica',
  'pulsa',
  'presiona',
  'toca',
  'descarga',
  'comparte',
  'envía',
  'responde',
  'lee',
  'explora',
  'guarda',
  'espera',
  'solicita',
  'contacta',
  'llena',
  'obtén',
  've',
] as const;

const unaccentedRe = word(unaccented);
const englishRe = word(english);
const tuRe = word(tuWords);
/** Familiar future ("recibirás") and perfect ("has completado"). */
const tuFormsRe =
  /(?<![\p{L}])(?!(?:atrás|detrás)(?![\p{L}]))(\p{L}+rás|has\s+\p{L}+(?:ado|ido))(?![\p{L}])/iu;
// Lower case or capitalised, so that country codes such as 'VE' are not read as verbs.
const imperativeForms = tuImperatives.flatMap((w) => [w, w[0]?.toUpperCase() + w.slice(1)]);
const imperativeRe = new RegExp(
  `(?:^|[.!?…:;\\n]\\s*|[¡¿])(${imperativeForms.join('|')})(?![\\p{L}\\p{N}_'-])`,
  'u',
);

export interface Problem extends Text {
  rule: string;
  found: string;
}

/** `!` or `?` closing a sentence that was never opened with `¡` or `¿`. */
function unopened(text: string, close: '!' | '?', open: '¡' | '¿'): string | undefined {
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === close) {
      const prev = text[i - 1] ?? '';
      const next = text[i + 1] ?? '';
      const closesWord = /[\p{L}\p{N})»"”…X]/u.test(prev) && (next === '' || /[\s)»"”.,!?…]/u.test(next));
      if (closesWord && !text.slice(start, i).includes(open)) return text.slice(start, i + 1).trim();
    }
    if ('.!?…\n:;'.includes(c) && !(c === close && text[i + 1] === close)) start = i + 1;
  }
  return undefined;
}

/** The words of a string, without markup, paths, route patterns, placeholders or code spans. */
function prose(text: string): string {
  return text
    .replace(/<style[\s\S]*?(<\/style>|$)/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/`[^`]*`/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\S*\/\S*/g, ' ')
    .replace(/(^|\s):\w+\??/g, ' ');
}

/**
 * Route files and the contract's operations (their OpenAPI summaries) describe what an endpoint
 * does ("Agrega un curso"), in the third person.
 */
const describesEndpoints = (t: Text) =>
  /\.routes\.ts$/.test(t.file) || t.file.startsWith('packages/contract/src/operations/');

export function problemsIn(raw: Text): Problem[] {
  const t = { ...raw, text: prose(raw.text) };
  const found: Problem[] = [];
  const add = (rule: string, m: RegExpMatchArray | null | string | undefined) => {
    if (m) found.push({ ...t, rule, found: typeof m === 'string' ? m : (m[1] ?? m[0]) });
  };
  add('unaccented', t.text.match(unaccentedRe));
  if (/\s/.test(t.text)) add('english', t.text.match(englishRe));
  add('tú', t.text.match(tuRe) ?? t.text.match(tuFormsRe));
  // A lone word ('Descarga') is a label, a noun as often as a verb.
  if (!describesEndpoints(t) && /\s/.test(t.text.trim())) add('tú imperative', t.text.match(imperativeRe));
  add('¡', unopened(t.text, '!', '¡'));
  add('¿', unopened(t.text, '?', '¿'));
  add('…', t.text.match(/\p{L}(\.\.\.)(?!\.)/u));
  return found;
}

export function allTexts(): Text[] {
  return sourceFiles().flatMap(textsOf);
}
