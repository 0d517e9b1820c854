import Foundation
import LayerKit
import LayerKitScenes

/// The HTML of `layerkit preview`: one file, no external resources. The scene's values, as
/// LayerKit computed them frame by frame, are embedded as JSON; a small script draws every box
/// with CSS (SVG for shape layers) and plays, scrubs and steps through the frames. The page's
/// own API, `window.layerkit`, seeks and measures: the browser tests use it through the address's
/// fragment (`#probe=0.5,1`, `#perf`, `#t=1`).
enum PreviewPage {
  static func html(
    title: String, from: Double, fps: Double, frames: Int, boxes: PreviewBoxes,
    tracks: PreviewBoxes.Tracks, events: [AnimationEvent], plots: String, rendered: [String] = []
  ) -> String {
    var boxList: [String] = []
    for (index, box) in boxes.boxes.enumerated() {
      var fields: [String] = []
      fields.append(#""name": "# + jsonString(box.layer.name ?? "layer \(index)"))
      fields.append(#""kind": "# + jsonString(box.layer.kind.rawValue))
      fields.append(#""parent": "# + (box.parent.map(String.init) ?? "null"))
      fields.append(#""instance": \#(box.copy)"#)
      var statics: [String] = []
      var varying: [String] = []
      var widths: [String] = []
      for (field, values) in tracks.numbers[index].sorted(by: { $0.key < $1.key }) {
        guard let first = values.first else { continue }
        widths.append(jsonString(field) + ": \(first.count)")
        if values.allSatisfy({ $0 == first }) {
          statics.append(jsonString(field) + ": [" + first.map(number).joined(separator: ",") + "]")
        } else {
          varying.append(
            jsonString(field) + ": [" + values.flatMap { $0.map(number) }.joined(separator: ",")
              + "]")
        }
      }
      var staticStrings: [String] = []
      var varyingStrings: [String] = []
      for (field, values) in tracks.strings[index].sorted(by: { $0.key < $1.key }) {
        guard let first = values.first else { continue }
        if values.allSatisfy({ $0 == first }) {
          staticStrings.append(jsonString(field) + ": " + jsonString(first))
        } else {
          varyingStrings.append(
            jsonString(field) + ": [" + values.map(jsonString).joined(separator: ",") + "]")
        }
      }
      fields.append(#""w": {"# + widths.joined(separator: ", ") + "}")
      fields.append(#""s": {"# + statics.joined(separator: ", ") + "}")
      fields.append(#""v": {"# + varying.joined(separator: ", ") + "}")
      fields.append(#""ss": {"# + staticStrings.joined(separator: ", ") + "}")
      fields.append(#""vs": {"# + varyingStrings.joined(separator: ", ") + "}")
      boxList.append("{" + fields.joined(separator: ", ") + "}")
    }
    let eventList = events.map { event -> String in
      let (name, finished) = EventsCommand.describe(event.kind)
      let label = name + (finished.map { $0 ? " (finished)" : " (not finished)" } ?? "")
      return "[" + time(event.time) + ", " + jsonString(event.layerName ?? "") + ", "
        + jsonString(event.key ?? "") + ", " + jsonString(label) + "]"
    }
    let data =
      "{" + #""title": "# + jsonString(title) + #", "from": "# + time(from) + #", "fps": "#
      + time(fps) + #", "frames": \#(frames), "boxes": ["# + boxList.joined(separator: ",\n")
      + #"], "events": ["# + eventList.joined(separator: ",") + #"], "rendered": ["#
      + rendered.map(jsonString).joined(separator: ",\n") + "]}"
    return fill(
      template,
      ["@TITLE@": Markup.escape(title), "@PLOTS@": plots, "@DATA@": scriptData(data)])
  }

  /// `template` with each placeholder replaced by its value, in one pass from the start: a
  /// placeholder spelt inside a value (a scene file named `@DATA@.json`) is text like any
  /// other, never replaced again.
  static func fill(_ template: String, _ values: [String: String]) -> String {
    var result = ""
    result.reserveCapacity(template.utf8.count + values.values.reduce(0) { $0 + $1.utf8.count })
    var rest = template[...]
    while let at = rest.firstIndex(of: "@") {
      result += rest[..<at]
      let tail = rest[at...]
      if let (placeholder, value) = values.first(where: { tail.hasPrefix($0.key) }) {
        result += value
        rest = tail.dropFirst(placeholder.count)
      } else {
        result += "@"
        rest = tail.dropFirst()
      }
    }
    result += rest
    return result
  }

  /// JSON made safe inside a `<script>` element: every `<`, `>` and `&` becomes its `\u` escape
  /// (so no `</script>`, `<!--` or `<script` can open or close anything, whatever a scene's
  /// strings hold), as do U+2028 and U+2029, which older JavaScript parsers read as line ends.
  /// These characters occur only inside JSON strings, where the escapes mean the same.
  static func scriptData(_ json: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(json.utf8.count)
    func escape(_ code: String) { bytes += Array("\\u\(code)".utf8) }
    let utf8 = Array(json.utf8)
    var i = 0
    while i < utf8.count {
      let byte = utf8[i]
      switch byte {
      case UInt8(ascii: "<"): escape("003c")
      case UInt8(ascii: ">"): escape("003e")
      case UInt8(ascii: "&"): escape("0026")
      // U+2028 and U+2029 are E2 80 A8 and E2 80 A9 in UTF-8.
      case 0xE2 where i + 2 < utf8.count && utf8[i + 1] == 0x80 && (utf8[i + 2] & 0xFE) == 0xA8:
        escape(utf8[i + 2] == 0xA8 ? "2028" : "2029")
        i += 2
      default: bytes.append(byte)
      }
      i += 1
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A JSON string literal.
  static func jsonString(_ text: String) -> String { JSONValue.string(text).serialized() }

  /// A value to at least six significant digits and to within 1e-4 whatever its size (so
  /// 123456789.25 keeps its fraction), integers without one: well within the half pixel and
  /// 1e-3 the page is checked to, at a fraction of the size of every digit.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    let magnitude = abs(value)
    let integerDigits = magnitude < 1 ? 0 : Int(log10(magnitude)) + 1
    return String(format: "%.\(min(17, max(6, integerDigits + 4)))g", value)
  }

  /// A time exactly: the shortest form that reads back as the same `Double`, so that the
  /// page's clock starts where `--from` says (12345.678, not 12345.7).
  static func time(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }

  static let template = #"""
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>@TITLE@ · layerkit preview</title>
    <style>
    body { font: 13px -apple-system, Helvetica, Arial, sans-serif; margin: 16px; color: #222; }
    h1 { font-size: 16px; margin: 0 0 8px; }
    #main { display: flex; gap: 16px; align-items: flex-start; }
    #stage { position: relative; width: 640px; height: 480px; border: 1px solid #ccc;
      overflow: hidden; background: #fafafa; transform-style: preserve-3d; }
    .box, .sub, .copy { position: absolute; transform-style: preserve-3d; box-sizing: border-box; }
    .copy { left: 0; top: 0; width: 0; height: 0; }
    .box > svg { position: absolute; overflow: visible; }
    .text { position: absolute; left: 0; top: 0; white-space: pre; line-height: 1.2; }
    #stage, #renderedBox { flex: none; }
    #renderedBox { margin: 0; }
    #rendered { display: block; border: 1px solid #ccc; background: #fafafa; }
    #renderedBox figcaption { font-size: 11px; color: #666; }
    #log { width: 300px; max-height: 480px; overflow: auto; border: 1px solid #ccc; margin: 0;
      padding: 4px 0; list-style: none; font: 12px Menlo, monospace; }
    #log li { padding: 1px 8px; color: #999; }
    #log li.past { color: #222; }
    #log li.now { background: #ffe9a8; }
    #controls { margin: 8px 0; display: flex; gap: 8px; align-items: center; }
    #scrub { width: 360px; }
    #plots { position: relative; margin-top: 12px; }
    #cursor { position: absolute; top: 0; width: 1px; background: #e15759; pointer-events: none; }
    </style>
    </head>
    <body>
    <h1>@TITLE@</h1>
    <div id="controls">
      <button id="play" title="Play or pause (space)">Play</button>
      <button id="back" title="One frame back (←)">◀︎</button>
      <button id="step" title="One frame on (→)">▶︎</button>
      <input id="scrub" type="range" min="0" value="0" step="1" aria-label="time">
      <span id="time">0.000 s</span>
      <label>speed <select id="speed">
        <option>0.1</option><option>0.25</option><option>0.5</option><option selected>1</option>
        <option>2</option><option>4</option></select>×</label>
      <label><input id="loop" type="checkbox" checked> loop</label>
    </div>
    <div id="main"><div id="stage"></div>
      <figure id="renderedBox" hidden><figcaption>layerkit render, the same
        time</figcaption></figure><ol id="log"></ol></div>
    <div id="plots">@PLOTS@<div id="cursor"></div></div>
    <pre id="probe" hidden></pre>
    <script type="application/json" id="data">@DATA@</script>
    <script>
    "use strict";
    const D = JSON.parse(document.getElementById("data").textContent);
    const stage = document.getElementById("stage");
    const boxes = D.boxes.map(b => ({ ...b, el: null, sub: null, wrap: null, svg: null, path: null, text: null }));
    function val(b, f, i) {
      const w = b.w[f];
      if (b.v[f]) return b.v[f].slice(i * w, i * w + w);
      return b.s[f];
    }
    function str(b, f, i) { return b.vs[f] ? b.vs[f][i] : b.ss[f]; }
    function rgba(c, m) {
      const k = m || [1, 1, 1, 1];
      const ch = x => Math.round(Math.min(Math.max(x, 0), 1) * 255);
      return `rgba(${ch(c[0] * k[0])}, ${ch(c[1] * k[1])}, ${ch(c[2] * k[2])}, ${Math.min(Math.max(c[3] * k[3], 0), 1)})`;
    }
    const SVG = "http://www.w3.org/2000/svg";
    for (const b of boxes) {
      const el = document.createElement("div");
      el.className = "box";
      el.dataset.name = b.name;
      const sub = document.createElement("div");
      sub.className = "sub";
      let holder = b.parent === null ? stage : boxes[b.parent].sub;
      if (b.w.copy) {
        const wrap = document.createElement("div");
        wrap.className = "copy";
        holder.appendChild(wrap);
        holder = wrap;
        b.wrap = wrap;
      }
      if (b.kind === "shape") {
        b.svg = document.createElementNS(SVG, "svg");
        b.path = document.createElementNS(SVG, "path");
        b.path.setAttribute("pathLength", "1");
        b.svg.appendChild(b.path);
        el.appendChild(b.svg);
      }
      if (b.kind === "text") {
        b.text = document.createElement("div");
        b.text.className = "text";
        el.appendChild(b.text);
      }
      el.appendChild(sub);
      holder.appendChild(el);
      b.el = el;
      b.sub = sub;
    }
    const matrix = t => `matrix3d(${t.join(",")})`;
    function apply(i) {
      for (const b of boxes) {
        const s = b.el.style, g = val(b, "geometry", i), m = val(b, "multiplier", i);
        s.left = g[0] + "px"; s.top = g[1] + "px"; s.width = g[2] + "px"; s.height = g[3] + "px";
        s.transformOrigin = `${g[4]}px ${g[5]}px`;
        s.transform = `translateZ(${g[8]}px) ` + matrix(val(b, "transform", i));
        const u = b.sub.style;
        u.left = -g[6] + "px"; u.top = -g[7] + "px"; u.width = g[2] + "px"; u.height = g[3] + "px";
        u.transformOrigin = `${g[6] + g[4]}px ${g[7] + g[5]}px`;
        u.transform = matrix(val(b, "sublayerTransform", i));
        const o = val(b, "opacity", i);
        s.opacity = o[0];
        s.visibility = o[1] ? "hidden" : "visible";
        s.backgroundColor = rgba(val(b, "background", i), m);
        const br = val(b, "border", i);
        s.border = br[4] > 0 ? `${br[4]}px solid ${rgba(br, m)}` : "none";
        s.borderRadius = br[5] + "px";
        const sh = val(b, "shadow", i);
        s.boxShadow = sh[4] > 0 ? `${sh[5]}px ${sh[6]}px ${sh[7]}px ${rgba([sh[0], sh[1], sh[2], sh[3] * sh[4]], m)}` : "none";
        const fl = val(b, "flags", i);
        s.overflow = fl[0] ? "hidden" : "visible";
        s.backfaceVisibility = fl[1] ? "visible" : "hidden";
        if (b.wrap) {
          const c = val(b, "copy", i);
          b.wrap.style.transformOrigin = `${c[16]}px ${c[17]}px`;
          b.wrap.style.transform = matrix(c.slice(0, 16));
        }
        if (b.path) {
          const sp = val(b, "shape", i);
          b.svg.setAttribute("viewBox", `${g[6]} ${g[7]} ${Math.max(g[2], 1e-6)} ${Math.max(g[3], 1e-6)}`);
          b.svg.setAttribute("width", g[2]); b.svg.setAttribute("height", g[3]);
          b.path.setAttribute("d", str(b, "path", i) || "");
          b.path.setAttribute("fill", rgba(sp.slice(0, 4), m));
          b.path.setAttribute("stroke", rgba(sp.slice(4, 8), m));
          b.path.setAttribute("stroke-width", sp[8]);
          b.path.setAttribute("stroke-linecap", str(b, "cap", i) || "butt");
          b.path.setAttribute("stroke-linejoin", str(b, "join", i) || "miter");
          b.path.setAttribute("stroke-miterlimit", sp[12]);
          b.path.setAttribute("fill-rule", str(b, "rule", i) || "nonzero");
          const start = Math.min(Math.max(sp[9], 0), 1), end = Math.min(Math.max(sp[10], 0), 1);
          b.path.setAttribute("stroke-dasharray", `${Math.max(end - start, 0)} 2`);
          b.path.setAttribute("stroke-dashoffset", -start);
        }
        if (b.w.gradient) {
          const gr = val(b, "gradient", i), n = gr[4];
          const angle = Math.atan2((gr[2] - gr[0]) * g[2], -(gr[3] - gr[1]) * g[3]) * 180 / Math.PI;
          const stops = [];
          for (let k = 0; k < n; k++) {
            const c = gr.slice(5 + 4 * k, 9 + 4 * k);
            const at = gr.length > 5 + 4 * n ? ` ${gr[5 + 4 * n + k] * 100}%` : "";
            stops.push(rgba(c, m) + at);
          }
          s.backgroundImage = n > 1 ? `linear-gradient(${angle}deg, ${stops.join(", ")})` : "none";
        }
        if (b.text) {
          const tx = val(b, "text", i);
          b.text.textContent = str(b, "text", i) || "";
          b.text.style.fontSize = tx[0] + "px";
          b.text.style.color = rgba(tx.slice(1, 5), m);
        }
      }
    }
    // Controls, log and curves.
    const scrub = document.getElementById("scrub"), timeLabel = document.getElementById("time");
    const playButton = document.getElementById("play"), log = document.getElementById("log");
    const cursor = document.getElementById("cursor"), plots = document.querySelector("#plots svg");
    scrub.max = D.frames - 1;
    // The rendered frames' picture, made only when the page has them (no image element
    // otherwise).
    const rendered = document.createElement("img");
    if (D.rendered.length) {
      const box = document.getElementById("renderedBox");
      rendered.id = "rendered";
      rendered.width = 640;
      rendered.height = 480;
      rendered.alt = "the frame as layerkit render draws it";
      box.prepend(rendered);
      box.hidden = false;
    }
    const items = D.events.map(e => {
      const li = document.createElement("li");
      li.textContent = `${e[0].toFixed(3)}  ${e[1]}.${e[2]}  ${e[3]}`;
      log.appendChild(li);
      return li;
    });
    let frame = 0, playing = false, last = null, clock = 0;
    function timeOf(i) { return D.from + i / D.fps; }
    function show(i) {
      frame = Math.min(Math.max(Math.round(i), 0), D.frames - 1);
      apply(frame);
      if (D.rendered.length) rendered.src = D.rendered[frame];
      const t = timeOf(frame);
      scrub.value = frame;
      timeLabel.textContent = t.toFixed(3) + " s";
      D.events.forEach((e, k) => {
        items[k].className = e[0] <= t + 1e-9 ? (e[0] > t - 1 / D.fps ? "past now" : "past") : "";
      });
      if (plots) {
        const t0 = timeOf(0), t1 = Math.max(timeOf(D.frames - 1), t0 + 1e-9);
        cursor.style.left = (70 + (t - t0) / (t1 - t0) * 580) + "px";
        cursor.style.height = plots.getAttribute("height") + "px";
      }
    }
    function tick(now) {
      if (!playing) return;
      if (last !== null) clock += (now - last) / 1000 * Number(document.getElementById("speed").value);
      last = now;
      let i = Math.floor(clock * D.fps);
      if (i >= D.frames) {
        if (document.getElementById("loop").checked) { clock = 0; i = 0; }
        else { i = D.frames - 1; setPlaying(false); }
      }
      if (i !== frame) show(i);
      requestAnimationFrame(tick);
    }
    function setPlaying(on) {
      playing = on;
      playButton.textContent = on ? "Pause" : "Play";
      if (on) { if (frame >= D.frames - 1) frame = 0; clock = frame / D.fps; last = null; requestAnimationFrame(tick); }
    }
    playButton.onclick = () => setPlaying(!playing);
    document.getElementById("step").onclick = () => { setPlaying(false); show(frame + 1); };
    document.getElementById("back").onclick = () => { setPlaying(false); show(frame - 1); };
    scrub.oninput = () => { setPlaying(false); show(Number(scrub.value)); };
    document.addEventListener("keydown", e => {
      if (e.target.tagName === "SELECT" || e.target.tagName === "INPUT" && e.target.type !== "range") return;
      if (e.key === " ") { e.preventDefault(); setPlaying(!playing); }
      else if (e.key === "ArrowRight") { e.preventDefault(); setPlaying(false); show(frame + 1); }
      else if (e.key === "ArrowLeft") { e.preventDefault(); setPlaying(false); show(frame - 1); }
    });
    // The page's API: seek to a time, measure every box.
    window.layerkit = {
      frames: D.frames, fps: D.fps, from: D.from,
      seek(t) { setPlaying(false); show((t - D.from) * D.fps); return timeOf(frame); },
      measure() {
        const origin = stage.getBoundingClientRect();
        return boxes.map(b => {
          const r = b.el.getBoundingClientRect(), cs = getComputedStyle(b.el);
          return { name: b.name, instance: b.instance, rect: [r.left - origin.left - stage.clientLeft, r.top - origin.top - stage.clientTop, r.width, r.height],
            opacity: Number(cs.opacity), background: cs.backgroundColor };
        });
      },
      renderCost() {
        const costs = [];
        for (let i = 0; i < D.frames; i++) {
          const start = performance.now();
          apply(i);
          void stage.getBoundingClientRect();
          void document.body.offsetHeight;
          costs.push(performance.now() - start);
        }
        costs.sort((a, b) => a - b);
        return { frames: costs.length, median: costs[costs.length >> 1], p99: costs[Math.floor(costs.length * 0.99)], max: costs[costs.length - 1] };
      },
    };
    show(0);
    const hash = new URLSearchParams(location.hash.slice(1));
    if (hash.has("t")) window.layerkit.seek(Number(hash.get("t")));
    if (hash.has("probe") || hash.has("perf")) {
      const out = {};
      if (hash.has("probe")) out.samples = hash.get("probe").split(",").map(Number).map(t => ({ time: window.layerkit.seek(t), boxes: window.layerkit.measure() }));
      if (hash.has("perf")) out.perf = window.layerkit.renderCost();
      const pre = document.getElementById("probe");
      pre.textContent = JSON.stringify(out);
    }
    </script>
    </body>
    </html>

    """#
}
