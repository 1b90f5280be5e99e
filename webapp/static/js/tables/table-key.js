// The key of a table's link: read from the fragment (#k=<key>), which no server ever sees,
// kept on this phone with the table (so a reload or a reopened app keeps access), then taken
// out of the address bar, so a screenshot or a copied address does not carry it on.
export function keyFromFragment(hash = location.hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const key = params.get("k");
  return key && /^[A-Za-z0-9_-]{16,128}$/.test(key) ? key : null;
}

export function clearFragment() {
  if (location.hash) history.replaceState(history.state, "", location.pathname + location.search);
}

// The table's id from the page's address (/tables/<id>).
export function tableIdFromPath(path = location.pathname) {
  return decodeURIComponent(path.replace(/\/+$/, "").split("/").pop());
}

// Whether the key writes: a key that cannot write is refused (403 read_only_key) before the
// op is read, and a write key's empty op is refused as malformed, so nothing is ever written.
export async function probeRole(api, id, key) {
  const {status, body} = await api.postOp(id, key, {});
  if (status === 403 && body?.error?.code === "read_only_key") return "read";
  if (status === 400 || status === 422) return "write";
  return null;  // no server, or the key is refused: asked again later
}
