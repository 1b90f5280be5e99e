// The tournament's files (standings and games as CSV, the whole tournament as JSON): fetched
// with the key in the header (a plain link could not send it), then saved as a download.
import {ErrorView} from "../shell/error-view.js";
import {lang} from "../shell/i18n.js";

export function wireFiles(buttons, api, errorElement) {
  const errors = new ErrorView(errorElement);
  for (const button of buttons) {
    button.addEventListener("click", async () => {
      const file = button.dataset.file;
      try {
        const blob = await api.file(file === "export" ? "/export" : `/${file}?lang=${lang}`);
        const link = document.createElement("a");
        link.href = URL.createObjectURL(blob);
        link.download = file === "export" ? `tournament-${api.id}.json` : `${file.replace(".csv", "")}-${api.id}.csv`;
        document.body.append(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(link.href), 10000);
      } catch (error) {
        errors.show(error);
      }
    });
  }
}
