// RESTCONF (RFC 8040) client of the console: same origin, JSON, basic authentication with the user's
// credentials, kept for the browser tab only (sessionStorage).
const BASE = '/rests';
const KEY = 'openpath.console.auth';

/** A refusal or failure answered by RESTCONF, with its RFC 8040 errors. */
export class RestconfError extends Error {
  constructor(status, errors, body) {
    super(describe(status, errors, body));
    this.status = status;
    this.errors = errors;
    this.body = body;
  }

  /** The first error's tag, e.g. 'invalid-value' or 'malformed-message'. */
  get tag() {
    return this.errors.length ? this.errors[0]['error-tag'] : undefined;
  }

  /** The first error's path, when the server named one. */
  get path() {
    return this.errors.length ? this.errors[0]['error-path'] : undefined;
  }
}

function describe(status, errors, body) {
  if (status === 401) {
    return 'Wrong user or password (RESTCONF answered 401).';
  }
  if (errors.length) {
    return errors.map((e) => e['error-message'] || e['error-tag']).join('; ');
  }
  return `RESTCONF answered HTTP ${status}${body ? ': ' + body.slice(0, 200) : ''}`;
}

function base64(text) {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((b) => { binary += String.fromCharCode(b); });
  return btoa(binary);
}

export function hasCredentials() {
  return sessionStorage.getItem(KEY) !== null;
}

export function user() {
  const value = sessionStorage.getItem(KEY);
  return value ? JSON.parse(value).user : '';
}

export function setCredentials(name, password) {
  sessionStorage.setItem(KEY, JSON.stringify({ user: name, auth: 'Basic ' + base64(`${name}:${password}`) }));
}

export function clearCredentials() {
  sessionStorage.removeItem(KEY);
}

/**
 * One request. Resolves to the parsed answer (null when it has no body); rejects with a RestconfError.
 * credentials 'omit' keeps the browser from ever showing its own password dialog on a 401: the page
 * sends the Authorization header itself.
 */
export async function request(method, path, body) {
  const stored = sessionStorage.getItem(KEY);
  const headers = { Accept: 'application/yang-data+json' };
  if (stored) {
    headers.Authorization = JSON.parse(stored).auth;
  }
  const init = { method, headers, credentials: 'omit', cache: 'no-store' };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/yang-data+json';
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
  }
  let resp;
  try {
    resp = await fetch(BASE + path, init);
  } catch (e) {
    throw new RestconfError(0, [], `the controller cannot be reached (${e.message})`);
  }
  const text = await resp.text();
  if (resp.ok) {
    return text ? JSON.parse(text) : null;
  }
  let errors = [];
  try {
    errors = JSON.parse(text).errors.error || [];
  } catch (e) {
    errors = [];
  }
  const error = new RestconfError(resp.status, errors, text);
  if (resp.status === 401) {
    window.dispatchEvent(new CustomEvent('openpath-unauthorized', { detail: error }));
  }
  throw error;
}

/**
 * GET that answers null when the data does not exist: 404, or RESTCONF's 'data-missing' error (netconf 9.0.1
 * answers it with another status for an operational container that has not been written yet).
 */
export async function read(path) {
  try {
    return await request('GET', path);
  } catch (e) {
    if (e instanceof RestconfError && (e.status === 404 || e.tag === 'data-missing')) {
      return null;
    }
    throw e;
  }
}

export const put = (path, body) => request('PUT', path, body);
export const remove = (path) => request('DELETE', path);

/** A list key for a URL: 'openflow:1' -> 'openflow%3A1'. */
export const key = (value) => encodeURIComponent(value);

export const paths = {
  chains: '/data/openpath-chains:service-chains',
  chain: (name) => `/data/openpath-chains:service-chains/service-chain=${key(name)}`,
  states: '/data/openpath-chains:service-chain-states',
  state: (name) => `/data/openpath-chains:service-chain-states/service-chain-state=${key(name)}`,
  catalog: '/data/openpath-nf-catalog:nf-catalog',
  nfType: (name) => `/data/openpath-nf-catalog:nf-catalog/nf-type=${key(name)}`,
  topology: '/data/openpath-topology:openpath-topology',
  topologyNode: (id) => `/data/openpath-topology:openpath-topology/node=${key(id)}`,
  topologyState: '/data/openpath-topology:openpath-topology-state',
};
