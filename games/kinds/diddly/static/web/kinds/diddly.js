// Diddly's table: keep keyboard focus where a player can find it when the table is re-drawn.
// A move re-draws the whole game (htmx swaps #game), which would drop the focus to the page's
// start; if the focus was inside the game, it goes to the same move's button when it is still
// there, else to the first move this seat may make, else to the table's status line.

let focusWas = null; // {command} of the focused element inside #game before a swap

function remember(event) {
  const target = event.detail && event.detail.target;
  if (!target || target.id !== "game") return;
  const active = document.activeElement;
  if (active && target.contains(active)) {
    focusWas = { command: active.dataset ? active.dataset.command || null : null };
  }
}

function legalButtons(root) {
  return Array.from(root.querySelectorAll("button[data-command]:not([disabled])"));
}

export function mount(element) {
  if (!document.body.dataset.diddlyFocus) {
    document.body.dataset.diddlyFocus = "1";
    document.body.addEventListener("htmx:beforeSwap", remember);
  }
  if (!focusWas) return;
  const was = focusWas;
  focusWas = null;
  const game = document.getElementById("game") || element;
  const active = document.activeElement;
  if (active && active !== document.body && game.contains(active)) return; // kept already
  const buttons = legalButtons(game).filter((b) => element.contains(b) ||
                                                    b.closest(".moves"));
  const same = was.command && buttons.find((b) => b.dataset.command === was.command);
  const target = same || buttons[0];
  if (target) {
    target.focus();
    return;
  }
  const status = element.querySelector(".diddly-round");
  if (status) {
    status.tabIndex = -1;
    status.focus();
  }
}
