// Talks to /api/v1; turns the contract's error body into an Error with the server's message.
export class ApiClient {
  constructor(routes) {
    this.routes = routes;
  }

  async houses() {
    return (await this.#fetchJson(this.routes.houses)).houses;
  }

  async win(houseId, request) {
    const url = this.routes.win.replace("HOUSE", encodeURIComponent(houseId));
    return this.#fetchJson(url, {
      method: "POST",
      headers: {"Content-Type": "application/json"},
      body: JSON.stringify(request),
    });
  }

  async #fetchJson(url, options = {}) {
    let response;
    try {
      response = await fetch(url, options);
    } catch {
      throw new Error("サーバーに接続できません。");
    }
    const body = await response.json();
    if (!response.ok) throw new Error(body.error ? body.error.message : `HTTP ${response.status}`);
    return body;
  }
}
