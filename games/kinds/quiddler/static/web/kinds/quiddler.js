// Quiddler's table: arranging your hand into words (go out, or lay down on a final turn), the
// dictionary check before sending, and the hint. The words are sent as the command JSON through
// the table's ordinary form (hidden `command` and `version`), so the server judges them and a
// refusal (not_a_word, ...) is drawn with its own message. Every control is a button or a radio:
// click, tap or keyboard.

const kept = new Map(); // arrangement per game and hand: survives a refused send

function cookie(name) {
  const hit = document.cookie.split("; ").find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : "";
}

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === false || v === null || v === undefined) continue;
    if (k === "text") node.textContent = v;
    else if (k === "class") node.className = v;
    else node.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children) node.append(c);
  return node;
}

function cardFace(card, tag = "span", attrs = {}) {
  return el(tag, { class: `card q-face${tag === "span" ? " q-small" : ""}`, ...attrs },
    el("span", { class: "q-letters", text: card.letters }),
    el("span", { class: "small", text: String(card.points) }));
}

function words(list) { return list.map((w) => w.join("").toUpperCase()).join(" + "); }

function describe(command) {
  // a suggested command in words
  if (!command) return "No suggestion.";
  const up = (c) => String(c).toUpperCase();
  switch (command.type) {
    case "draw":
      return command.source === "deck" ? "Draw from the deck." : "Take the top of the discard pile.";
    case "discard": return `Discard ${up(command.card)}.`;
    case "go_out": return `Go out with ${words(command.words)}, discarding ${up(command.discard)}.`;
    case "lay_down":
      return command.words && command.words.length
        ? `Lay down ${words(command.words)} and discard ${up(command.discard)}.`
        : `Lay down no words and discard ${up(command.discard)}.`;
    default: return JSON.stringify(command);
  }
}

function arranger(root, box) {
  const mode = box.dataset.mode; // "go_out" or "lay_down"
  const cards = [...box.querySelectorAll("[data-pick]")].map((b) => ({
    index: Number(b.dataset.pick), card: b.dataset.card, letters: b.dataset.letters,
    points: Number(b.dataset.points), label: b.dataset.label,
  }));
  // kept across redraws (a refusal, a clock event) while the hand is the same
  const key = `${root.dataset.game}:${mode}:${cards.map((c) => c.card).join(",")}`;
  const state = kept.get(key) || { words: [], current: -1, discard: null };
  kept.set(key, state);
  const pool = box.querySelector("[data-pool]");
  const list = box.querySelector("[data-words]");
  const options = box.querySelector("[data-discard-options]");
  const check = box.querySelector("[data-check]");
  const field = box.querySelector("[data-command-field]");
  const send = box.querySelector("[data-send]");
  const results = new Map(); // word text -> true / false (the dictionary's answer)
  let timer = null;

  const used = () => new Set(state.words.flat());
  const free = () => cards.filter((c) => !used().has(c.index));
  const text = (w) => w.map((i) => cards[i].card).join("");
  const shown = (w) => w.map((i) => cards[i].letters).join("");

  function add(index) {
    if (state.current < 0 || !state.words[state.current]) {
      state.words.push([]);
      state.current = state.words.length - 1;
    }
    state.words[state.current].push(index);
    if (state.discard === index) state.discard = null;
    draw(index);
  }

  function takeBack(w, pos) {
    state.words[w].splice(pos, 1);
    draw(true);
  }

  function removeWord(w) {
    state.words.splice(w, 1);
    state.current = state.words.length ? Math.min(state.current, state.words.length - 1) : -1;
    draw(true);
  }

  function command() {
    const laid = state.words.filter((w) => w.length);
    const rest = free();
    let discard = state.discard;
    if (discard === null && rest.length === 1) discard = rest[0].index;
    if (discard !== null && used().has(discard)) discard = null;
    return { laid, rest, discard };
  }

  function draw(focusAfter) {
    // the cards not in a word
    pool.replaceChildren();
    const rest = free();
    const target = state.current >= 0 && state.words[state.current] ? state.current + 1
      : state.words.length + 1;
    for (const c of rest) {
      const b = cardFace(c, "button", { type: "button", "data-pick": c.index, "data-card": c.card,
        "aria-label": `Add ${c.label} to word ${target}` });
      b.addEventListener("click", () => add(c.index));
      pool.append(b);
    }
    if (!rest.length) pool.append(el("p", { class: "muted", text: "Every card is in a word." }));
    // the words being built
    list.replaceChildren();
    state.words.forEach((w, wi) => {
      const word = text(w);
      const status = w.length < 2 ? el("span", { class: "muted", text: "needs at least 2 cards" })
        : results.has(word) ? (results.get(word)
          ? el("span", { class: "q-ok", text: "✓ in the dictionary" })
          : el("span", { class: "q-bad", text: "✗ not in the dictionary" }))
          : el("span", { class: "muted", text: "checking…" });
      const head = el("div", { class: "q-word-head" },
        el("strong", { text: `Word ${wi + 1}: ${shown(w) || "(empty)"}` }), status);
      if (wi !== state.current) {
        const pick = el("button", { type: "button", text: "Add cards here",
          "aria-label": `Add the next cards to word ${wi + 1}` });
        pick.addEventListener("click", () => { state.current = wi; draw(); });
        head.append(pick);
      } else {
        head.append(el("span", { class: "tag", text: "adding here" }));
      }
      const remove = el("button", { type: "button", text: "Remove word",
        "aria-label": `Remove word ${wi + 1} (its cards go back)` });
      remove.addEventListener("click", () => removeWord(wi));
      head.append(remove);
      const row = el("div", { class: "row" });
      w.forEach((i, pos) => {
        const b = cardFace(cards[i], "button", { type: "button",
          "aria-label": `Take ${cards[i].label} out of word ${wi + 1}` });
        b.addEventListener("click", () => takeBack(wi, pos));
        row.append(b);
      });
      list.append(el("li", { class: wi === state.current ? "q-current" : "" }, head, row));
    });
    // the discard
    const { laid, discard } = command();
    options.replaceChildren();
    for (const c of rest) {
      const id = `q-discard-${c.index}`;
      const input = el("input", { type: "radio", name: "q-discard", id, value: c.index,
        checked: discard === c.index });
      input.addEventListener("change", () => { state.discard = c.index; draw(); });
      options.append(el("label", { for: id }, input, el("span", { text: c.label })));
    }
    if (!rest.length) options.append(el("p", { class: "muted", text: "Keep one card out of the words to discard it." }));
    // what the send button sends
    const cmd = discard === null ? null : {
      type: mode, words: laid.map((w) => w.map((i) => cards[i].card)), discard: cards[discard].card,
    };
    const short = laid.some((w) => w.length < 2);
    const laidCount = laid.reduce((n, w) => n + w.length, 0);
    let problem = "";
    if (cmd === null) problem = "Choose the card to discard.";
    else if (short) problem = "Every word needs at least 2 cards.";
    else if (mode === "go_out" && laidCount !== Number(box.dataset.need)) {
      problem = `To go out, put ${box.dataset.need} cards into words (now ${laidCount}).`;
    }
    field.value = cmd && !problem ? JSON.stringify(cmd) : "";
    send.disabled = !field.value;
    const shownWords = laid.map(shown).join(" + ");
    if (mode === "go_out") {
      send.textContent = problem ? "Go out" : `Go out: ${shownWords}, discard ${cards[discard].letters}`;
    } else {
      send.textContent = problem ? "Lay down"
        : `Lay down ${shownWords || "no words"}, discard ${cards[discard].letters}`;
    }
    const bad = [...results.entries()].filter(([w, ok]) => !ok && laid.some((l) => text(l) === w));
    check.textContent = problem || (bad.length
      ? `Not in the dictionary: ${bad.map(([w]) => w.toUpperCase()).join(", ")}. You may still send it; the game will refuse it.`
      : "Ready to send.");
    scheduleCheck();
    if (focusAfter !== undefined) {
      // keep the keyboard on the pool: the next card, or the send button when none is left
      const next = pool.querySelector("button") || send;
      next.focus();
    }
  }

  function scheduleCheck() {
    const pending = state.words.filter((w) => w.length >= 2).map(text).filter((w) => !results.has(w));
    if (!pending.length || !root.dataset.dictionary) return;
    clearTimeout(timer);
    timer = setTimeout(async () => {
      try {
        const token = cookie("csrftoken") || (box.querySelector("[name=csrfmiddlewaretoken]") || {}).value || "";
        const response = await fetch(`/api/dictionaries/${encodeURIComponent(root.dataset.dictionary)}/check`, {
          method: "POST", credentials: "same-origin",
          headers: { "Content-Type": "application/json", Accept: "application/json", "X-CSRFToken": token },
          body: JSON.stringify({ words: pending }),
        });
        if (!response.ok) {
          check.textContent = "The dictionary could not be asked; the game checks the words when you send them.";
          return;
        }
        const body = await response.json();
        for (const [w, ok] of Object.entries(body.results || {})) results.set(w, Boolean(ok));
        if (box.isConnected) draw();
      } catch (err) {
        check.textContent = "The dictionary could not be asked (offline?).";
      }
    }, 150);
  }

  box.querySelector("[data-new-word]").addEventListener("click", () => {
    if (state.current >= 0 && state.words[state.current] && !state.words[state.current].length) return;
    state.words.push([]);
    state.current = state.words.length - 1;
    draw();
  });
  box.querySelector("[data-clear]").addEventListener("click", () => {
    state.words.length = 0;
    state.current = -1;
    state.discard = null;
    draw();
  });
  box.hidden = false;
  draw();
}

function hint(root, box) {
  const button = box.querySelector("[data-hint]");
  const out = box.querySelector("[data-hint-text]");
  button.addEventListener("click", async () => {
    out.textContent = "Thinking…";
    try {
      const response = await fetch(`/api/games/${root.dataset.game}/hint`,
        { credentials: "same-origin", headers: { Accept: "application/json" }, cache: "no-store" });
      const body = await response.json();
      if (!response.ok) { out.textContent = body.detail || "No hint now."; return; }
      const score = body.score === null || body.score === undefined ? "" : ` (worth ${body.score} points)`;
      out.textContent = `Hint: ${describe(body.command)}${score}`;
    } catch (err) {
      out.textContent = "No hint now (offline?).";
    }
  });
  box.hidden = false;
}

export function mount(root) {
  if (root.dataset.mounted) return;
  root.dataset.mounted = "1";
  const box = root.querySelector("[data-arranger]");
  if (box) arranger(root, box);
  const hints = root.querySelector("[data-hint-box]");
  if (hints) hint(root, hints);
}
