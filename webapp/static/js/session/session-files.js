// A night as a file and as words: JSON downloaded and read back, and a text summary shared
// with the phone's share sheet (Web Share API), copied where there is none, or shown selected
// for the player to copy when even that is refused.

export function download(fileName, text) {
  const url = URL.createObjectURL(new Blob([text], {type: "application/json"}));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

// Resolves what happened: "shared", "cancelled", "copied" or "shown" (in `box`).
export async function share(title, text, box, area) {
  if (navigator.share) {
    try {
      await navigator.share({title, text});
      return "shared";
    } catch (error) {
      if (error?.name === "AbortError") return "cancelled";
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    return "copied";
  } catch {
    area.value = text;
    box.hidden = false;
    area.focus();
    area.select();
    return "shown";
  }
}

// The day a file is named after, as this phone's calendar has it.
export function today() {
  const now = new Date();
  const two = (n) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}
