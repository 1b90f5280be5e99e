// A QR code of a link that holds a key: made by the tables' QR endpoint from a POST body (never
// a GET whose URL a log or a cache could keep), answered as an SVG that goes into the page as
// markup (the CSP allows no data: image), checked to be an SVG first.
export async function qrSvg(endpoint, text) {
  const response = await fetch(endpoint, {
    method: "POST", headers: {"Content-Type": "application/json"}, body: JSON.stringify({text}),
    cache: "no-store",
  });
  if (!response.ok) throw new Error(`qr ${response.status}`);
  const doc = new DOMParser().parseFromString(await response.text(), "image/svg+xml");
  const svg = doc.documentElement;
  if (svg.nodeName !== "svg") throw new Error("qr: not an SVG");
  for (const script of svg.querySelectorAll("script, foreignObject")) script.remove();
  return document.importNode(svg, true);
}
