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
// After the next frame is painted; a page opened in a background tab paints none, so a timer
// starts it all the same.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 250);
