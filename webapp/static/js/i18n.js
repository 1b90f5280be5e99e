// Display labels kept as JSON under static/i18n (fields, values, catalog, penalties, yaku).
export class Labels {
  constructor(routes) {
    this.urls = routes.i18n;
    this.loaded = new Map();
  }

  async load(...names) {
    await Promise.all(names.map(async (name) => {
      if (this.loaded.has(name)) return;
      try {
        const response = await fetch(this.urls[name]);
        this.loaded.set(name, response.ok ? await response.json() : {});
      } catch {
        this.loaded.set(name, {});
      }
    }));
    return this;
  }

  get(name) {
    return this.loaded.get(name) || {};
  }
}
