// Comparing two houses: the comparison comes rendered for ?a=&b=(&all=1). Picking another
// house or "same settings too" loads that comparison; "details" only shows the setting names
// that are already in the page.
import {pageReady, startPage} from "../shell/shell.js";

await startPage();
const form = document.getElementById("compare-form");
const table = document.getElementById("compare");
const details = form.elements.details;

function showDetails() {
  table.classList.toggle("show-details", details.checked);
  const params = new URLSearchParams(location.search);
  if (details.checked) params.set("details", "1");
  else params.delete("details");
  history.replaceState(null, "", `?${params}`);
}

form.addEventListener("change", (event) => {
  if (event.target === details) showDetails();
  else form.requestSubmit();
});
pageReady();
