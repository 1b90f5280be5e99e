// Putting a table on the server (POST /api/v1/tables) from the score sheet, the night or the
// home page: the house, the participants and the games so far. The creating phone keeps both
// keys (under the table's id, as the table page keeps them), so it opens the table as a
// writer and can show the read link again; then the panel shows both links and QR codes.
import {TableApi} from "./table-api.js";
import {TableStore} from "./table-store.js";
import {SharePanel} from "./share-panel.js";

export class ShareTable {
  // `panel`: the share panel's element (its data-api is the tables' URL).
  constructor(panel) {
    this.panel = new SharePanel(panel);
    this.api = new TableApi(panel.dataset.api);
  }

  // `body`: {house, participants?, games?}. Answers the created table ({id, write_url, ...}).
  async share(body) {
    const created = await this.api.create(body);
    const store = new TableStore(created.id);
    Object.assign(store, {key: created.write_key, role: "write", readKey: created.read_key, house: body.house,
      participants: body.participants ?? null});
    store.save();
    await this.panel.show({write: created.write_url, read: created.read_url});
    return created;
  }
}
