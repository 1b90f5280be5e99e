// Talks to /api/v1. Routes come from Flask (url_for) with "HOUSE" as the house-id placeholder.
// Errors keep the contract's body: {"error": {"code", "message", "field"}}.
// POSTs are answered by the offline core (the same `scoring` package in a Web Worker) once it
// is ready, and by the server before then or if the worker breaks; pages never know which.
// Offline with the core still loading, a POST waits for the core instead of failing.
export class ApiError extends Error {
  constructor({code, message, field = null}, status = 0) {
    super(message);
    this.code = code;
    this.field = field;
    this.status = status;
  }
}

// The server could not be reached (the service worker answers "offline" for a POST).
const UNREACHABLE = new Set(["network", "offline"]);

export class ApiClient {
  // `loadCore`: resolves the OfflineCore (offline-core.js), or is null without one.
  constructor(routes, loadCore = null) {
    this.routes = routes;
    this.loadCore = loadCore;
    this.core = null;
  }

  // The offline core, loading its module on the first call.
  async offlineCore() {
    this.core ??= await this.loadCore();
    return this.core;
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

  // POST endpoints of a house: win, score, draw, penalty, settle, replay, check.
  async post(name, houseId, request) {
    // Every operation of the contract has a route; another name is a mistake in a page.
    if (!this.routes[name]) throw new Error(`no API route named ${name}`);
    const body = JSON.stringify(request);
    const local = this.core?.ready ? await this.#local(name, houseId, body) : null;
    if (local) return this.#settle(local.status, local.body);
    try {
      return await this.#fetchJson(this.#url(name, houseId), {
        method: "POST",
        headers: {"Content-Type": "application/json"},
        body,
      });
    } catch (error) {
      // No server and no answer yet: the core (loading, or started now) answers when it can.
      if (!UNREACHABLE.has(error.code) || !this.loadCore) throw error;
      if (!(await (await this.offlineCore()).whenAvailable())) throw error;
      const late = await this.#local(name, houseId, body);
      if (!late) throw error;
      return this.#settle(late.status, late.body);
    }
  }

  // The worker's {status, body}, or null if it broke (then the server is asked).
  async #local(name, houseId, body) {
    try {
      return await this.core.call(name, houseId, body);
    } catch {
      return null;
    }
  }

  #settle(status, body) {
    if (status >= 200 && status < 300) return body;
    throw new ApiError(body?.error || {code: "http_error", message: `HTTP ${status}`}, status);
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
    return this.#settle(response.status, body);
  }
}
