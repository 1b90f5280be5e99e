// A tournament's key: read from the link's fragment (#k=<key>), which no server sees, kept on
// this device for this tournament (a reload, or the board's link opened later, keeps it), then
// taken out of the address bar so a screenshot or a copied address does not carry it on.
import {clearFragment, keyFromFragment} from "../tables/table-key.js";

const PREFIX = "tournament-key:";

export function tournamentKey(id) {
  const fromLink = keyFromFragment();
  const name = PREFIX + id;
  if (fromLink) {
    try {
      localStorage.setItem(name, fromLink);
    } catch {
      // Private mode: the key lives as long as the page.
    }
    clearFragment();
    return fromLink;
  }
  try {
    return localStorage.getItem(name);
  } catch {
    return null;
  }
}

// A page of this tournament with the key in its fragment (the board, the QR sheet…).
export function pageLink(id, page, key) {
  const path = `/tournaments/${encodeURIComponent(id)}${page ? `/${page}` : ""}`;
  return key ? `${path}#k=${encodeURIComponent(key)}` : path;
}
