// A tournament's HTTP API (/api/v1/tournaments): read it, its standings and games, seat a
// round, add a penalty, download its files. The key goes in the Authorization header, never
// in a URL. Reads send the last ETag, so an unchanged tournament costs a 304.
import {ApiError} from "../core/api-client.js";

export class TournamentApi {
  // `base`: the tournaments' collection URL, from the page; `id`, `key`: from the link.
  constructor(base, id = null, key = null) {
    this.base = base;
    this.id = id;
    this.key = key;
    this.tags = new Map();
    this.kept = new Map();
  }

  url(path = "") {
    return `${this.base}/${encodeURIComponent(this.id)}${path}`;
  }

  headers(json = false) {
    const headers = this.key ? {Authorization: `Bearer ${this.key}`} : {};
    if (json) headers["Content-Type"] = "application/json";
    return headers;
  }

  // The answer of GET `path`, and whether it changed since the last read (a 304: the same).
  async read(path = "") {
    const headers = this.headers();
    const tag = this.tags.get(path);
    if (tag) headers["If-None-Match"] = tag;
    const {status, body, response} = await send(this.url(path), {headers, cache: "no-store"});
    if (status === 304 && this.kept.has(path)) return {body: this.kept.get(path), changed: false};
    if (status !== 200) throw errorOf(status, body);
    const etag = response.headers.get("ETag");
    if (etag) this.tags.set(path, etag);
    this.kept.set(path, body);
    return {body, changed: true};
  }

  async post(path, payload, expected = 201) {
    const url = path === null ? this.base : this.url(path);
    const {status, body} = await send(url, {method: "POST", headers: this.headers(true),
      body: JSON.stringify(payload)});
    if (status !== expected) throw errorOf(status, body);
    return body;
  }

  create(payload) {
    return this.post(null, payload);
  }

  importDocument(doc) {
    return send(`${this.base}/import`, {method: "POST", headers: {"Content-Type": "application/json"},
      body: JSON.stringify(doc)}).then(({status, body}) => {
      if (status !== 201) throw errorOf(status, body);
      return body;
    });
  }

  // A file (CSV, the export) as a Blob: a link cannot send the key, so it is fetched here.
  async file(path) {
    let response;
    try {
      response = await fetch(this.url(path), {headers: this.headers(), cache: "no-store"});
    } catch {
      throw new ApiError({code: "network", message: "No connection"});
    }
    if (!response.ok) throw errorOf(response.status, await response.json().catch(() => null));
    return response.blob();
  }
}

async function send(url, options) {
  let response;
  try {
    response = await fetch(url, options);
  } catch {
    throw new ApiError({code: "network", message: "No connection"});
  }
  const body = response.status === 304 ? null : await response.json().catch(() => null);
  return {status: response.status, body, response};
}

export function errorOf(status, body) {
  const error = body && body.error ? body.error : {code: "bad_response", message: `HTTP ${status}`};
  return new ApiError(error, status);
}
