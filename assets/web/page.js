// asobi's page: logs in, then draws the session's frames (runs of changed cells) in a grid
// of cells, and sends keys, clicks, the wheel and the window's size as small JSON messages.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const screen = $("screen");
  const words = $("words").dataset;
  const WIDE = 1 << 15;
  // The 16 terminal colours, then the 256-colour cube and greys, as xterm draws them.
  const BASE = ["#000000", "#cd3131", "#0dbc79", "#e5e510", "#2472c8", "#bc3fbc", "#11a8cd", "#e5e5e5",
    "#666666", "#f14c4c", "#23d18b", "#f5f543", "#3b8eea", "#d670d6", "#29b8db", "#ffffff"];
  const hex = (n) => n.toString(16).padStart(2, "0");
  function colour(c) {
    if (c < 0) return null;
    if (c < 16) return BASE[c];
    if (c < 232) {
      const v = [0, 95, 135, 175, 215, 255], i = c - 16;
      return "#" + hex(v[Math.floor(i / 36)]) + hex(v[Math.floor(i / 6) % 6]) + hex(v[i % 6]);
    }
    if (c < 256) { const g = 8 + (c - 232) * 10; return "#" + hex(g) + hex(g) + hex(g); }
    return "#" + (c - 256).toString(16).padStart(6, "0");
  }

  let socket = null, cols = 0, rows = 0, cells = [], cursor = null, cw = 9, ch = 18, ended = false;

  function measure() {
    const probe = document.createElement("span");
    probe.id = "measure";
    probe.textContent = "M".repeat(20);
    screen.appendChild(probe);
    const box = probe.getBoundingClientRect();
    cw = box.width / 20 || 9;
    ch = Math.ceil(box.height) || 18;
    probe.remove();
    document.documentElement.style.setProperty("--cw", cw + "px");
    document.documentElement.style.setProperty("--ch", ch + "px");
  }
  function fit() {
    return [Math.max(1, Math.floor(screen.clientWidth / cw)), Math.max(1, Math.floor(screen.clientHeight / ch))];
  }

  // The grid: one span a cell, as a terminal keeps one glyph a cell.
  function build(w, h) {
    cols = w; rows = h; cells = []; cursor = null;
    screen.textContent = "";
    for (let y = 0; y < h; y++) {
      const row = document.createElement("div");
      row.className = "row";
      const line = [];
      for (let x = 0; x < w; x++) {
        const span = document.createElement("span");
        span.textContent = " ";
        row.appendChild(span);
        line.push(span);
      }
      screen.appendChild(row);
      cells.push(line);
    }
  }
  function blank(x, y) {
    const span = cells[y] && cells[y][x];
    if (!span) return;
    span.className = ""; span.style.color = ""; span.style.background = ""; span.textContent = " ";
  }
  // Writes one glyph as a terminal would: a glyph over half of a wide one clears the other half.
  function put(x, y, sym, fg, bg, mods) {
    const line = cells[y];
    if (!line || x >= cols) return;
    const span = line[x];
    if (span.classList.contains("h") && x > 0) blank(x - 1, y);
    if (span.classList.contains("w")) blank(x + 1, y);
    const wide = (mods & WIDE) !== 0 && x + 1 < cols;
    let f = colour(fg), b = colour(bg);
    if (mods & 64) { const t = f || "var(--fg)"; f = b || "var(--bg)"; b = t; }
    if (mods & 128) f = b || "var(--bg)";
    const names = [];
    if (mods & 1) names.push("b");
    if (mods & 2) names.push("d");
    if (mods & 4) names.push("i");
    if (mods & 8) names.push("u");
    if (mods & 256) names.push("x");
    if (wide) {
      names.push("w");
      if (line[x + 1].classList.contains("w")) blank(x + 2, y);
      blank(x + 1, y);
      line[x + 1].className = "h";
    }
    span.className = names.join(" ");
    span.style.color = f || "";
    span.style.background = b || "";
    span.textContent = sym;
  }
  function frame(f) {
    if (f.clear) build(f.size[0], f.size[1]);
    for (const [x, y, text, fg, bg, mods] of f.runs) {
      const step = mods & WIDE ? 2 : 1;
      const glyphs = text.length > 1 && mods & 0x4000 ? [text] : Array.from(text);
      glyphs.forEach((g, i) => put(x + i * step, y, g, fg, bg, mods));
    }
    if (cursor) cursor.classList.remove("cur");
    cursor = f.cursor && cells[f.cursor[1]] ? cells[f.cursor[1]][f.cursor[0]] : null;
    if (cursor) cursor.classList.add("cur");
  }

  function send(message) {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  }
  function finish(text) {
    ended = true;
    $("bye").textContent = text;
    $("ended").hidden = false;
  }

  function connect(fromLogin) {
    $("login").hidden = true;
    $("play").hidden = false;
    $("ended").hidden = true;
    ended = false;
    measure();
    const [w, h] = fit();
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    let opened = false;
    socket = new WebSocket(scheme + location.host + "/ws");
    socket.onopen = () => {
      opened = true;
      send({ hello: { cols: w, rows: h, lang: navigator.language || "en" } });
      screen.focus();
    };
    socket.onmessage = (event) => {
      const m = JSON.parse(event.data);
      if (m.bye !== undefined) finish(m.bye);
      else if (m.export !== undefined) { if (navigator.clipboard) navigator.clipboard.writeText(m.export).catch(() => {}); }
      else frame(m);
    };
    socket.onclose = () => {
      socket = null;
      if (!opened && !fromLogin) { $("play").hidden = true; $("login").hidden = false; return; }
      if (!ended) finish(opened ? words.lost : words.ended);
    };
  }

  $("login").addEventListener("submit", async (event) => {
    event.preventDefault();
    $("error").textContent = "";
    const body = { name: $("name").value, password: $("password").value,
      new_password: $("new_password").value, again: $("again").value };
    try {
      const answer = await fetch("login", { method: "POST", credentials: "same-origin",
        headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
      if (answer.ok) { $("password").value = ""; connect(true); return; }
      const said = await answer.json().catch(() => ({}));
      $("error").textContent = said.error || answer.statusText;
    } catch (e) {
      $("error").textContent = words.lost;
    }
  });
  $("again_button").addEventListener("click", () => connect(false));
  // Logging out forgets this browser's login on the server and drops its cookie.
  $("logout_button").addEventListener("click", async () => {
    await fetch("logout", { method: "POST", credentials: "same-origin" }).catch(() => {});
    $("play").hidden = true;
    $("login").hidden = false;
    $("name").focus();
  });

  const KEYS = new Set(["Enter", "Escape", "Backspace", "Tab", "Delete", "Insert", "Home", "End",
    "PageUp", "PageDown", "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"]);
  document.addEventListener("keydown", (e) => {
    if ($("play").hidden || ended || e.isComposing || e.metaKey) return;
    const one = Array.from(e.key).length === 1;
    if (!KEYS.has(e.key) && !one) return;
    e.preventDefault();
    send({ key: { key: e.key, ctrl: e.ctrlKey, alt: e.altKey, shift: e.shiftKey } });
  });
  for (const button of document.querySelectorAll("#keys button")) {
    button.addEventListener("mousedown", (e) => e.preventDefault());
    button.addEventListener("click", () => send({ key: { key: button.dataset.key } }));
  }
  function cell(e) {
    const box = screen.getBoundingClientRect();
    const x = Math.floor((e.clientX - box.left) / cw), y = Math.floor((e.clientY - box.top) / ch);
    return x >= 0 && y >= 0 && x < cols && y < rows ? [x, y] : null;
  }
  screen.addEventListener("mousedown", (e) => {
    const at = cell(e);
    screen.focus();
    if (!at) return;
    e.preventDefault();
    send({ mouse: { kind: e.button === 2 ? "right" : "down", x: at[0], y: at[1] } });
  });
  screen.addEventListener("mouseup", (e) => {
    const at = cell(e);
    if (at && e.button === 0) send({ mouse: { kind: "up", x: at[0], y: at[1] } });
  });
  screen.addEventListener("contextmenu", (e) => e.preventDefault());
  let wheel = 0;
  screen.addEventListener("wheel", (e) => {
    const at = cell(e);
    e.preventDefault();
    if (!at) return;
    wheel += e.deltaY;
    // One notch (about 50 pixels) a message, as a terminal's wheel reports notches.
    while (Math.abs(wheel) >= 50) {
      send({ mouse: { kind: wheel < 0 ? "wheelup" : "wheeldown", x: at[0], y: at[1] } });
      wheel -= Math.sign(wheel) * 50;
    }
  }, { passive: false });
  let resizing = 0;
  window.addEventListener("resize", () => {
    clearTimeout(resizing);
    resizing = setTimeout(() => {
      if (!socket) return;
      const [w, h] = fit();
      if (w !== cols || h !== rows) send({ resize: { cols: w, rows: h } });
    }, 100);
  });
  // A page reloaded while its login lives goes straight back to the parlour.
  connect(false);
})();
