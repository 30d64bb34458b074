/**
 * Whether a request asks for a page of the web app, which the server answers with HTML: a GET or
 * HEAD outside the API, the OAuth and dev routes, media, uploads and the build's files (`/assets/`:
 * a chunk that is not there is a 404, not the page, which a browser loading a module would refuse).
 */
export function isPageRequest(request: { method: string; url: string }): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !/^\/(api|oauth|dev|media|uploads|assets)(\/|$)/.test(request.url)
  );
}
