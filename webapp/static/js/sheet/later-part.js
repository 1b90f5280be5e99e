// A part of the sheet a new game does not show (the chart before the first hand, the
// settlement before the end): it loads when it is first needed, not with the page. Every use
// waits for the one load, in the order the uses came, so the last one (the game as it is now)
// is what stays drawn.
export class LaterPart {
  // `load()`: resolves the part; `failed(error)`: a load or a use that went wrong.
  constructor(load, failed) {
    this.load = load;
    this.failed = failed;
    this.loading = null;
  }

  get started() {
    return this.loading !== null;
  }

  use(action) {
    this.loading ??= this.load();
    this.loading.then(action).catch(this.failed);
  }
}
