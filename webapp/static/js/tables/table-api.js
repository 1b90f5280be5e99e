// The shared tables' HTTP API (/api/v1/tables): create, read, send one op. The key goes in
// the Authorization header, never in a URL. Answers are {status, body}; a failed connection
// throws an ApiError with the code "network", as the rest of the app's client does.
import {ApiError} from "../core/api-client.js";

export class TableApi {
  // `base`: the tables' collection URL (/api/v1/tables), from the page.
  constructor(base) {
    this.base = base;
  }

  tableUrl(id) {
    return `${this.base}/${encodeURIComponent(id)}`;
  }

  async create(body) {
    const {status, body: answer} = await this.#send(this.base, {
      method: "POST", headers: {"Content-Type": "application/json"}, body: JSON.stringify(body)});
    if (status !== 201) throw errorOf(status, answer);
    return answer;
  }

  // GET the table: {status, body} (304 when `etag` still holds).
  get(id, key, etag = null) {
    const headers = {Authorization: `Bearer ${key}`};
    if (etag) headers["If-None-Match"] = etag;
    return this.#send(this.tableUrl(id), {headers, cache: "no-store"});
  }

  postOp(id, key, op) {
    return this.#send(`${this.tableUrl(id)}/ops`, {
      method: "POST",
      headers: {"Content-Type": "application/json", Authorization: `Bearer ${key}`},
      body: JSON.stringify(op),
    });
  }

  // A new write key for the table (the old write links stop working).
  rotate(id, key) {
    return this.#send(`${this.tableUrl(id)}/rotate`, {method: "POST",
      headers: {"Content-Type": "application/json", Authorization: `Bearer ${key}`}, body: "{}"});
  }

  async #send(url, options) {
    let response;
    try {
      response = await fetch(url, options);
    } catch {
      throw new ApiError({code: "network", message: "network"});
    }
    let body = null;
    if (response.status !== 304) {
      try {
        body = await response.json();
      } catch {
        body = null;  // a proxy's page: judged by its status
      }
    }
    return {status: response.status, body, etag: response.headers.get("ETag")};
  }
}

// The contract's error body as an ApiError (a proxy's answer without one as http_error).
export function errorOf(status, body) {
  return new ApiError(body?.error || {code: "http_error", message: `HTTP ${status}`}, status);
}

// Whether an answer means "try again later" rather than "this op is wrong".
export function retryable(status) {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}
