// Registers the service worker and offers a reload when a new version is waiting.
export class ServiceWorkerUpdates {
  constructor(url, toast) {
    this.url = url;
    this.toast = toast;
  }

  async register() {
    if (!("serviceWorker" in navigator)) return;
    const registration = await navigator.serviceWorker.register(this.url, {scope: "/"});
    if (registration.waiting && navigator.serviceWorker.controller) this.#offer(registration.waiting);
    registration.addEventListener("updatefound", () => {
      const worker = registration.installing;
      worker.addEventListener("statechange", () => {
        if (worker.state === "installed" && navigator.serviceWorker.controller) this.#offer(worker);
      });
    });
    let reloading = false;
    navigator.serviceWorker.addEventListener("controllerchange", () => {
      if (this.accepted && !reloading) {
        reloading = true;
        location.reload();
      }
    });
  }

  #offer(worker) {
    this.toast.hidden = false;
    this.toast.querySelector("button").addEventListener("click", () => {
      this.accepted = true;
      worker.postMessage("skipWaiting");
    }, {once: true});
  }
}
