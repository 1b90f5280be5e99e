// The table's two links, each with its QR code: 記録用 (the write key: records and corrects
// hands) and 観戦用 (the read key: scores live, no controls). The key sits in the link's
// fragment, so the QR code is made from a POST body (never a URL the server might log) and
// drawn inline (the CSP allows no blob: or data: image). Each link can be copied.
import {t} from "../shell/i18n.js";

async function qrCode(endpoint, text) {
  const response = await fetch(endpoint, {method: "POST", headers: {"Content-Type": "application/json"},
    body: JSON.stringify({text}), cache: "no-store"});
  if (!response.ok) throw new Error(`qr ${response.status}`);
  const svg = new DOMParser().parseFromString(await response.text(), "image/svg+xml").documentElement;
  if (svg.nodeName !== "svg") throw new Error("qr: not an SVG");
  return document.importNode(svg, true);
}

export function absolute(url) {
  return new URL(url, location.origin).href;
}

export class SharePanel {
  constructor(panel) {
    this.panel = panel;
    this.endpoint = panel.dataset.qr;
  }

  // `links`: {write, read} (either may be missing: a joiner knows only their own link).
  async show(links) {
    this.panel.hidden = false;
    const jobs = [];
    for (const role of ["write", "read"]) {
      const part = this.panel.querySelector(`[data-role="${role}"]`);
      const url = links[role] ? absolute(links[role]) : null;
      part.hidden = !url;
      if (!url) continue;
      const input = part.querySelector("input");
      input.value = url;
      part.querySelector("a").href = url;
      const copy = part.querySelector('[data-part="copy"]');
      copy.onclick = () => this.#copy(input, copy);
      const box = part.querySelector('[data-part="qr"]');
      box.textContent = t("table.share.qr_loading");
      jobs.push(qrCode(this.endpoint, url).then((svg) => {
        svg.setAttribute("role", "img");
        svg.setAttribute("aria-label", t(`table.share.qr_${role}`));
        box.replaceChildren(svg);
      }, () => {
        box.textContent = t("table.share.qr_failed");
      }));
    }
    await Promise.all(jobs);
    this.panel.scrollIntoView({block: "start"});
  }

  async #copy(input, button) {
    try {
      await navigator.clipboard.writeText(input.value);
      button.textContent = t("table.share.copied");
    } catch {
      input.focus();
      input.select();  // copied by hand
    }
  }
}
