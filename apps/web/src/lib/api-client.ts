import { OAUTH_CLIENT_ID } from '@campus/contract/constants';
import { errorCodeForStatus } from '@campus/contract/error-status';
import type { ErrorCode } from '@campus/contract/errors';
import type {
  AppRoute,
  ClientInferRequest,
  ClientInferResponseBody,
  ServerInferRequest,
} from '@ts-rest/core';
import { es } from '../messages/es.ts';
import { clearLocalData, readString, STORAGE_KEYS, writeString } from './storage.ts';

/**
 * An API answer other than 2xx, with the server's Spanish message, its stable `code` (ErrorCode:
 * branch on this, never on the message) and per-field errors.
 */
export class ApiError extends Error {
  readonly code: ErrorCode;

  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
    const code = (body as { code?: unknown } | null)?.code;
    this.code = typeof code === 'string' ? (code as ErrorCode) : errorCodeForStatus(status);
  }
}

/**
 * Client 1's secret is public by the contract's design (spec §7: the browser asks for a client
 * token). The server writes it into the page; in `npm run dev` Vite does.
 */
function clientSecret(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="oauth-client-secret"]')?.content ?? '';
}

let pendingClientToken: Promise<string> | null = null;

/** The client-credentials token: fetched once, kept in local storage (valid one year). */
export function getClientToken(forceNew = false): Promise<string> {
  const stored = readString(STORAGE_KEYS.clientToken);
  if (stored && !forceNew) return Promise.resolve(stored);
  pendingClientToken ??= fetch('/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'client_credentials',
      client_id: OAUTH_CLIENT_ID,
      client_secret: clientSecret(),
    }),
  })
    .then(async (res) => {
      if (!res.ok) throw new ApiError(res.status, es.common.serverUnreachable);
      const { access_token } = (await res.json()) as { access_token: string };
      writeString(STORAGE_KEYS.clientToken, access_token);
      return access_token;
    })
    .finally(() => {
      pendingClientToken = null;
    });
  return pendingClientToken;
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /**
   * Whether a 401 means the token is bad (renew the client token, or end the session). False for
   * calls whose 401 is the answer itself: a login with the wrong password.
   */
  authRetry?: boolean;
  /** Send this bearer token instead of the stored one (no renewal, no session handling on 401). */
  token?: string;
};

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

async function send(path: string, options: RequestOptions, token: string): Promise<Response> {
  const isForm = options.body instanceof FormData;
  return fetch(withQuery(path, options.query), {
    method: options.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      ...(options.body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
    },
    body:
      options.body === undefined
        ? undefined
        : isForm
          ? (options.body as FormData)
          : JSON.stringify(options.body),
    signal: options.signal,
  });
}

/** How the server render (entry-server.tsx) reaches the API: in-process, as an anonymous visitor. */
export type ServerTransport = (request: {
  method: string;
  url: string;
  body?: unknown;
}) => Promise<{ status: number; body: string }>;

let serverTransport: ServerTransport | null = null;

/** Set once by the server render; never in the browser. */
export function setServerTransport(transport: ServerTransport): void {
  serverTransport = transport;
}

/** The answer's JSON, or an ApiError with the server's message, code and field errors. */
function readAnswer<T>(status: number, text: string): T {
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (status < 200 || status > 299) {
    const b = (body ?? {}) as { message?: string; errors?: Record<string, string[]> };
    throw new ApiError(status, b.message ?? es.common.genericError, b.errors ?? {}, body);
  }
  return body as T;
}

/**
 * Calls the API with the user's token when logged in, else the client token. A 401 on a client
 * token renews it once; a 401 on a user token clears local storage and reloads (spec §4, §8).
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if (serverTransport) {
    const { method = 'GET', body } = options;
    const res = await serverTransport({ method, url: withQuery(path, options.query), body });
    return readAnswer<T>(res.status, res.body);
  }
  const userToken = options.token ? null : readString(STORAGE_KEYS.token);
  let res = await send(path, options, options.token ?? userToken ?? (await getClientToken()));
  if (res.status === 401 && options.authRetry !== false && !options.token) {
    if (userToken) {
      // Spec §4/§8: the session is over; clear local storage (this user's data too) and reload.
      clearLocalData();
      window.location.reload();
      throw new ApiError(401, es.common.sessionExpired);
    }
    res = await send(path, options, await getClientToken(true));
  }
  return readAnswer<T>(res.status, await res.text());
}

type CallOptions = Pick<RequestOptions, 'signal' | 'authRetry' | 'token'>;
type Success = 200 | 201 | 202 | 204;
/** Keys whose value may be empty (every field of it optional) become optional. */
type OptionalIfEmpty<T> = { [K in keyof T as Record<string, never> extends T[K] ? K : never]?: T[K] } & {
  [K in keyof T as Record<string, never> extends T[K] ? never : K]: T[K];
};
/**
 * What a call takes, typed from the operation's zod schemas: its query and body as the schema takes
 * them, its path params as the server reads them (ids are numbers).
 */
type CallArgs<R extends AppRoute> = OptionalIfEmpty<
  Pick<ClientInferRequest<R>, Extract<keyof ClientInferRequest<R>, 'query' | 'body'>> &
    Pick<ServerInferRequest<R>, Extract<keyof ServerInferRequest<R>, 'params'>>
> &
  CallOptions;
/** What a call answers: the body of its success status (an error status is thrown as ApiError). */
export type Answer<R extends AppRoute> = ClientInferResponseBody<R, Extract<keyof R['responses'], Success>>;
/** An operation's typed call: its arguments optional when it needs none. */
export type Call<R extends AppRoute> =
  Record<string, never> extends CallArgs<R>
    ? (args?: CallArgs<R>) => Promise<Answer<R>>
    : (args: CallArgs<R>) => Promise<Answer<R>>;
/** An operation's address, from its zod-free module. */
export type Address = { readonly method: NonNullable<RequestOptions['method']>; readonly path: string };

/**
 * An operation's address with its params filled in (`…/notes/:id`, `{id: 7}` → `…/notes/7`),
 * for what the JSON client does not carry (a PDF, a keepalive beacon).
 */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] as string));
}

/** What sends an operation's request: `api()` here, the operator area's `adminApi()` there. */
export type Sender<O extends RequestOptions> = (path: string, options: O) => Promise<unknown>;

/**
 * The typed-call factory over `send`: `operationVia(send)<typeof router.op>(address)` fills the
 * address's params and sends the rest of the arguments (query, body, signal…) as `send`'s options.
 */
export function operationVia<O extends RequestOptions>(send: Sender<O>) {
  return <R extends AppRoute>({ method, path }: Pick<R, 'method' | 'path'> & Address): Call<R> => {
    const call = ({ params, ...options }: { params?: Record<string, unknown> } & O = {} as O) =>
      send(fillPath(path, params), { ...options, method } as O);
    return call as Call<R>;
  };
}

/**
 * One contract operation as a typed call, through `api()` (tokens, 401 renewal, ApiError). Its type
 * comes from the contract's ts-rest router (a type import: the zod schemas stay out of the page);
 * at run time it needs only the operation's address, from its zod-free module
 * (`@campus/contract/operations/<domain>/<operation>`), which must be that operation's:
 * `operation<typeof notesOperations.list>(listAddress)({ params: { id: 7 } })`.
 */
export const operation = operationVia<RequestOptions>(api);
