// What the server logs of a page's error (its boundaries report them): the message, a trimmed
// stack and the page's path, never a visitor's data. Query strings and hashes go (a reset or a
// payment link carries its token there), and so do e-mail addresses and the secret parts of the
// addresses that hold them in the path (the password reset, the book checkout).
import { CLIENT_ERROR_STACK_LINES, type ClientErrorRequest } from '@campus/contract';
import { paths } from '@campus/contract/pages';

/** Path templates whose `:email` and `:token` segments are secrets: logged as the names. */
const SECRET_PATHS = [paths.auth.resetPassConfirm, paths.checkout].map((template) => {
  const parts = template.split('/');
  const pattern = parts.map((part) =>
    part.startsWith(':') ? '[^/]*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
  return { match: new RegExp(`^${pattern.join('/')}/?$`), parts };
});

/**
 * An e-mail address, plain or percent-encoded. It starts only where a run of its characters starts
 * (the lookbehind): a match ends where the run ends, so nothing is lost, and a long run with no
 * address in it is read once instead of once per character (quadratic: 40 ms for a 4,000-character
 * stack line, on every report).
 */
const EMAIL = /(?<![^\s/@"'<>()])[^\s/@"'<>()]+(@|%40)[^\s/@"'<>()]+\.[^\s/@"'<>()]+/gi;
/** A query string or hash inside a URL of a message or stack, up to where the URL ends. */
const URL_TAIL = /(https?:\/\/[^\s?#"'()]*)[?#][^\s"'()]*/g;

function scrub(text: string): string {
  return text.replace(URL_TAIL, '$1').replace(EMAIL, '[email]');
}

/** The page's path as the log may keep it. */
export function safePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0]!;
  for (const { match, parts } of SECRET_PATHS) {
    if (!match.test(bare)) continue;
    const actual = bare.split('/');
    return parts
      .map((part, i) =>
        part === ':email' || part === ':token' ? part : part.startsWith(':') ? actual[i] : part,
      )
      .join('/');
  }
  return scrub(bare);
}

export type ClientErrorEntry = { section: string; path: string; message: string; stack?: string };

/** The report as it goes to the log. */
export function clientErrorEntry(report: ClientErrorRequest): ClientErrorEntry {
  const stack = report.stack
    ?.split('\n')
    .slice(0, CLIENT_ERROR_STACK_LINES)
    .map((line) => scrub(line.trimEnd()))
    .join('\n');
  return {
    section: report.section,
    path: safePath(report.path),
    message: scrub(report.message.trim()),
    ...(stack ? { stack } : {}),
  };
}
