// The table's status line: 同期済み (everything this phone made is on the server), 未送信 N件
// (ops waiting in the queue) or オフライン (no connection; the queue waits and is sent by
// itself when it comes back), and what waits for the person (a conflict, a refused hand).
import {t} from "../shell/i18n.js";

export class SyncStatus {
  constructor(element) {
    this.element = element;
  }

  // `pending`: queued ops; `offline`: no connection; `blocked`: the sender's stop, or null.
  show({pending, offline, blocked}) {
    const parts = [];
    let state = "synced";
    if (offline) {
      state = "offline";
      parts.push(t("table.status.offline"));
    }
    if (pending) {
      if (!offline) state = "pending";
      parts.push(t("table.status.pending", {n: pending}));
    }
    if (blocked) {
      state = "blocked";
      parts.push(t(`table.status.${blocked.kind}`));
    }
    if (!parts.length) parts.push(t("table.status.synced"));
    this.element.textContent = parts.join(t("list.dot"));
    this.element.dataset.state = state;
    this.element.dataset.pending = String(pending);
  }
}
