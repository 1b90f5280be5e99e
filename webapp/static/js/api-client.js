// Talks to /api/v1. Routes come from Flask (url_for) with "HOUSE" as the house-id placeholder;
// an endpoint the server does not have yet is null, and `has(name)` says so.
// Errors keep the contract's body: {"error": {"code", "message", "field"}}.
export class ApiError extends Error {
  constructor({code, message, field = null}, status = 0) {
    super(message);
    this.code = code;
    this.field = field;
    this.status = status;
  }
}

export class ApiClient {
  constructor(routes) {
    this.routes = routes;
  }

  has(name) {
    return Boolean(this.routes[name]);
  }

  async houses() {
    return (await this.#fetchJson(this.routes.houses)).houses;
  }

  house(houseId) {
    return this.#fetchJson(this.#url("house", houseId));
  }

  chart(houseId) {
    return this.#fetchJson(this.#url("chart", houseId));
  }

  // POST endpoints of a house: win, score, draw, penalty, settle, replay.
  post(name, houseId, request) {
    if (!this.has(name)) {
      return Promise.reject(new ApiError({code: "not_available", message: "この計算はまだ使えません。"}));
    }
    return this.#fetchJson(this.#url(name, houseId), {
      method: "POST",
      headers: {"Content-Type": "application/json"},
      body: JSON.stringify(request),
    });
  }

  win(houseId, request) {
    return this.post("win", houseId, request);
  }

  #url(name, houseId) {
    return this.routes[name].replace("HOUSE", encodeURIComponent(houseId));
  }

  async #fetchJson(url, options = {}) {
    let response;
    try {
      response = await fetch(url, options);
    } catch {
      throw new ApiError({code: "network", message: "サーバーに接続できません。"});
    }
    let body;
    try {
      body = await response.json();
    } catch {
      throw new ApiError({code: "bad_response", message: `サーバーの応答を読めません (HTTP ${response.status})。`},
        response.status);
    }
    if (!response.ok) {
      throw new ApiError(body.error || {code: "http_error", message: `HTTP ${response.status}`}, response.status);
    }
    return body;
  }
}
