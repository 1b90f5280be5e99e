// Starts the page's module once the page the server rendered has been painted, so the first
// paint waits for the HTML and the style sheet only, never for the modules that enhance it
// (each a request, and their imports more: on a slow phone network, round trips of their own).
// The module's URL is the data-src of this script's element.
const page = document.getElementById("page-module").dataset.src;
let started = false;
function start() {
  if (started) return;
  started = true;
  import(page);
}
// Once the first contentful paint is recorded: a frame callback comes just before the paint,
// and a module requested from it could go out before the page was on screen (Lighthouse then
// counted the modules into the paint: /compare's LCP swung between 1.1 and 1.7 s). Where the
// browser does not report paints, after the next frame. A page opened in a background tab
// paints nothing, so a timer starts it all the same.
if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint")) {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    start();
  }).observe({type: "paint", buffered: true});
} else {
  requestAnimationFrame(() => setTimeout(start, 0));
}
setTimeout(start, 1000);

// A form sent before the page's module has wired it up (a quick tap on a slow phone) must not
// go the browser's way, a GET that reloads the page and loses what was typed: it is held, and
// sent again once the page says it is ready (shell.js pageReady). This listener runs after
// the form's own: an event the page handled already is left alone.
let held = null;
addEventListener("submit", (event) => {
  if (event.defaultPrevented || document.body.dataset.ready === "true") return;
  event.preventDefault();
  held = {form: event.target, submitter: event.submitter};
});
document.addEventListener("page-ready", () => {
  if (!held) return;
  const {form, submitter} = held;
  held = null;
  form.requestSubmit(submitter && submitter.form === form ? submitter : undefined);
}, {once: true});
