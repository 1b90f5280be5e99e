// A row of big checkboxes, one per seat (or player): tenpai, nagashi, riichi … The server
// renders them for the first paint; render() rebuilds them for another number of players.
export class SeatChecks {
  constructor(container, name, label) {
    this.container = container;
    this.name = name;
    this.label = label;
  }

  render(count, checked = []) {
    this.container.replaceChildren(...[...Array(count).keys()].map((seat) => {
      const label = document.createElement("label");
      label.className = "check";
      const input = document.createElement("input");
      input.type = "checkbox";
      input.name = this.name;
      input.value = String(seat);
      input.checked = checked.includes(seat);
      const span = document.createElement("span");
      span.textContent = this.label(seat);
      label.append(input, span);
      return label;
    }));
  }

  get values() {
    return [...this.container.querySelectorAll("input:checked")].map((i) => Number(i.value));
  }

  clear() {
    for (const input of this.container.querySelectorAll("input")) input.checked = false;
  }
}
