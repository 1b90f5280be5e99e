// A row of short facts under a result title (e.g. 親は連荘, 次は2本場).
export function showFacts(container, facts) {
  const list = document.createElement("ul");
  list.className = "facts";
  list.append(...facts.filter(Boolean).map((text) => {
    const li = document.createElement("li");
    li.textContent = text;
    return li;
  }));
  container.replaceChildren(list);
}
