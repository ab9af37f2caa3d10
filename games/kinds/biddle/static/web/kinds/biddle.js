// Biddle's dice picker: the player marks the dice to keep, and the one "Roll" button sends the
// legal roll command that re-rolls the others. The commands come from the table's
// data-legal (the server's list of legal re-roll lists); a choice not on it (keeping all six)
// disables the button instead of sending something the server would refuse.

function label(reroll, faces) {
  if (reroll.length === faces.length) return "Re-roll all six dice";
  const parts = reroll.map((i) => `die ${i + 1} (${faces[i]})`);
  const which = parts.length <= 1 ? parts.join("")
    : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
  return `Re-roll ${which}, keep the rest`;
}

export function mount(root) {
  if (root.dataset.mounted === "1") return;
  const button = root.querySelector("button[data-command]");
  const field = root.querySelector("input[name='command']");
  const boxes = [...root.querySelectorAll("input[type='checkbox'][data-die]")];
  if (!button || !field || button.disabled) return; // read-only: nothing to choose
  root.dataset.mounted = "1";
  const legal = new Set(JSON.parse(root.dataset.legal || "[]").map((r) => JSON.stringify(r)));
  const faces = boxes.map((b) => Number(b.dataset.face));
  const note = document.createElement("p");
  note.className = "picker-note";
  note.setAttribute("aria-live", "polite");
  button.closest("form").after(note);
  const update = () => {
    const reroll = boxes.filter((b) => !b.checked).map((b) => Number(b.dataset.die));
    const key = JSON.stringify(reroll);
    if (legal.has(key)) {
      const command = JSON.stringify({ reroll, type: "roll" });
      field.value = command;
      button.dataset.command = command;
      button.disabled = false;
      button.textContent = label(reroll, faces);
      note.textContent = "";
    } else {
      button.disabled = true;
      button.textContent = "Roll";
      note.textContent = "Keep fewer dice: at least one die must be re-rolled.";
    }
  };
  for (const box of boxes) {
    box.disabled = false;
    box.addEventListener("change", update);
  }
  update();
}
