#!/usr/bin/env python3
"""Records golden values from headless Chromium for LayerKit's conformance tests.

Chromium implements the Web Animations timing model, CSS cubic-bezier easing and transform
interpolation, and SVG SMIL animation, which Core Animation's keyframe model derives from. This
script generates test cases (a seeded random generator plus hand-picked edge cases), writes one
page per case class, runs Chromium headless on it, and writes one fixture file per class to
Tests/LayerKitTests/Fixtures/, each headed by the Chromium version and the generator seed. The
tests replay the fixtures; CI never needs Chromium.

Usage:  python3 Scripts/record-chromium-fixtures.py [--seed N] [--chromium PATH] [--out DIR]
                                                    [--classes stroke,morph,...]

Python 3 standard library only. The same seed and Chromium version give identical files.
"""

import argparse
import json
import math
import os
import random
import re
import subprocess
import sys
import tempfile

DEFAULT_SEED = 20261130
HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_OUT = os.path.join(HERE, "..", "Tests", "LayerKitTests", "Fixtures")

PRESETS = {
    "linear": [0, 0, 1, 1],
    "easeIn": [0.42, 0, 1, 1],
    "easeOut": [0, 0, 0.58, 1],
    "easeInEaseOut": [0.42, 0, 0.58, 1],
    "default": [0.25, 0.1, 0.25, 1],
}


def r6(x):
    """Rounds generated inputs to 6 decimals so that pages and fixtures carry them exactly."""
    return round(x, 6)


# ---------------------------------------------------------------------------------------------
# Case generation


def timing_function_cases(rng):
    """Cubic Béziers, presets and random (y may overshoot), sampled at times in [0, 1]."""
    curves = list(PRESETS.values())
    curves += [[0, 1, 0, 1], [1, 0, 0, 1], [0.5, -0.5, 0.5, 1.5], [0.34, 1.56, 0.64, 1]]
    while len(curves) < 300:
        curves.append([r6(rng.random()), r6(rng.uniform(-1, 2)), r6(rng.random()), r6(rng.uniform(-1, 2))])
    cases = []
    for c in curves:
        times = [0, 1, 0.5] + [r6(rng.random()) for _ in range(5)]
        cases.append({"controlPoints": c, "times": times})
    return cases


def media_timing_cases(rng):
    """Core Animation timings with a Web Animations equivalent (see WebMapping.md)."""
    cases = []
    fills = ["removed", "forwards", "backwards", "both"]
    while len(cases) < 500:
        duration = r6(rng.choice([0.25, 0.5, 1, 2, 3]) * rng.choice([1, 1, 1.5]))
        autoreverses = rng.random() < 0.5
        repeat = rng.choice([0, 1, 2, 3, 2.5, 0.5, 1.75])
        offset = rng.choice([0, 0, r6(rng.uniform(0, duration * 2))])
        speed = rng.choice([1, 1, 2, 0.5, r6(rng.uniform(0.25, 3))])
        begin = rng.choice([0, 0, r6(rng.uniform(0, 2))])
        fill = rng.choice(fills)
        cycles = repeat if repeat > 0 else 1
        legs = cycles * (2 if autoreverses else 1)
        span = duration * legs / speed
        times = [begin - 0.5, begin, begin + span, begin + span + 0.7]
        times += [r6(begin + rng.uniform(0, span)) for _ in range(6)]
        cases.append({
            "duration": duration, "repeatCount": repeat, "autoreverses": autoreverses,
            "timeOffset": offset, "speed": speed, "beginTime": begin, "fillMode": fill,
            "times": [r6(t) for t in times],
        })
    return cases


def smil_keyframe_cases(rng):
    """`animate` with values, keyTimes, keySplines and calcMode on a number."""
    cases = []
    modes = ["linear", "discrete", "paced", "spline"]
    while len(cases) < 400:
        mode = modes[len(cases) % 4]
        n = rng.randint(2, 7)
        values = [r6(rng.uniform(-200, 600)) for _ in range(n)]
        if mode == "paced" and len(cases) % 3 == 0:
            values = sorted(values)
        key_times = None
        if mode == "spline" or rng.random() < 0.6:
            inner = sorted(r6(rng.uniform(0.02, 0.98)) for _ in range(n - 2))
            key_times = [0] + inner + [1] if mode != "discrete" else [0] + sorted(r6(rng.uniform(0.02, 0.98)) for _ in range(n - 1))
        splines = None
        if mode == "spline":
            splines = [[r6(rng.random()), r6(rng.random()), r6(rng.random()), r6(rng.random())] for _ in range(n - 1)]
        duration = rng.choice([1, 2, 0.5, 1.5])
        cases.append({"values": values, "keyTimes": key_times, "keySplines": splines,
                      "calcMode": mode, "duration": duration})
    return cases


def wa_keyframe_cases(rng):
    """Web Animations keyframes with offsets, per-keyframe easing and an overall easing."""
    cases = []
    while len(cases) < 300:
        n = rng.randint(2, 6)
        values = [r6(rng.uniform(0, 800)) for _ in range(n)]
        offsets = [0] + sorted(r6(rng.uniform(0.05, 0.95)) for _ in range(n - 2)) + [1]
        overshoot = len(cases) % 4 == 3
        overall = [0.5, -0.5, 0.5, 1.5] if overshoot else rng.choice(list(PRESETS.values()) + [[r6(rng.random()), r6(rng.random()), r6(rng.random()), r6(rng.random())]])
        easings = None if overshoot else [rng.choice(list(PRESETS.values())) for _ in range(n - 1)]
        times = [r6(rng.random()) for _ in range(8)]
        cases.append({"values": values, "offsets": offsets, "easing": overall, "segmentEasings": easings,
                      "duration": 1, "times": times})
    return cases


def motion_cases(rng):
    """`animateMotion` along lines, curves, arcs and closed paths, linear or paced, rotating."""
    cases = []

    def pt():
        return [r6(rng.uniform(0, 400)), r6(rng.uniform(0, 400))]

    kinds = ["polyline", "polygon", "quad", "cubic", "mixed", "arc"]
    while len(cases) < 300:
        kind = kinds[len(cases) % len(kinds)]
        start = pt()
        d = "M %s %s" % tuple(start)
        if kind in ("polyline", "polygon"):
            for _ in range(rng.randint(1, 5)):
                d += " L %s %s" % tuple(pt())
            if kind == "polygon":
                d += " Z"
        elif kind == "quad":
            for _ in range(rng.randint(1, 3)):
                d += " Q %s %s %s %s" % tuple(pt() + pt())
        elif kind == "cubic":
            for _ in range(rng.randint(1, 3)):
                d += " C %s %s %s %s %s %s" % tuple(pt() + pt() + pt())
        elif kind == "mixed":
            d += " L %s %s Q %s %s %s %s C %s %s %s %s %s %s Z" % tuple(pt() + pt() + pt() + pt() + pt() + pt())
        else:
            r = r6(rng.uniform(20, 100))
            end = [r6(start[0] + rng.uniform(-1.5, 1.5) * r), r6(start[1] + rng.uniform(-1.5, 1.5) * r)]
            d += " A %s %s 0 %d %d %s %s" % (r, r, rng.randint(0, 1), rng.randint(0, 1), end[0], end[1])
            d += " L %s %s" % tuple(pt())
        # SVG moves at constant speed along a path unless keyPoints say otherwise, whatever the
        # calcMode; Core Animation's linear mode gives each segment equal time (or its keyTimes'
        # share) and moves by Bézier parameter. On straight segments the two agree once SVG is
        # given keyPoints at the vertices' distances and the same keyTimes, so linear motion is
        # recorded that way, on polylines only; curves are compared in paced mode.
        mode = "linear" if kind in ("polyline", "polygon") and rng.random() < 0.5 else "paced"
        rotate = rng.choice(["none", "auto", "auto-reverse"])
        case = {"path": d, "calcMode": mode, "rotate": rotate, "duration": rng.choice([1, 2]), "kind": kind,
                "scale": MOTION_SCALE}
        if mode == "linear":
            points = [(float(x), float(y)) for x, y in zip(d.split()[1::3], d.split()[2::3])]
            if kind == "polygon":
                points.append(points[0])
            lengths = [math.hypot(b[0] - a[0], b[1] - a[1]) for a, b in zip(points, points[1:])]
            total = sum(lengths)
            key_points = [0.0]
            for length in lengths:
                key_points.append(key_points[-1] + length / total)
            key_points[-1] = 1.0
            n = len(lengths)
            if rng.random() < 0.5:
                key_times = [i / n for i in range(n + 1)]
            else:
                key_times = [0] + sorted(r6(rng.uniform(0.02, 0.98)) for _ in range(n - 1)) + [1]
            case["keyPoints"] = key_points
            case["keyTimes"] = key_times
        cases.append(case)
    return cases


def transform_cases(rng):
    """matrix3d keyframes (rotations, scales, skews, perspective) interpolated by CSS."""
    def rotation(angle, x, y, z):
        n = math.sqrt(x * x + y * y + z * z)
        x, y, z = x / n, y / n, z / n
        c, s, v = math.cos(angle), math.sin(angle), 1 - math.cos(angle)
        return [[x * x * v + c, x * y * v + z * s, x * z * v - y * s, 0],
                [x * y * v - z * s, y * y * v + c, y * z * v + x * s, 0],
                [x * z * v + y * s, y * z * v - x * s, z * z * v + c, 0],
                [0, 0, 0, 1]]

    def mul(a, b):
        return [[sum(a[i][k] * b[k][j] for k in range(4)) for j in range(4)] for i in range(4)]

    def matrix():
        scale = [[rng.uniform(0.5, 2), 0, 0, 0], [0, rng.uniform(0.5, 2), 0, 0], [0, 0, rng.uniform(0.5, 2), 0], [0, 0, 0, 1]]
        skew = [[1, 0, 0, 0], [rng.uniform(-0.5, 0.5), 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
        rot = rotation(rng.uniform(-3, 3), rng.uniform(-1, 1), rng.uniform(-1, 1), rng.uniform(0.2, 1))
        trans = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [rng.uniform(-200, 200), rng.uniform(-200, 200), rng.uniform(-50, 50), 1]]
        persp = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, rng.choice([0, -1 / rng.uniform(300, 1000)])], [0, 0, 0, 1]]
        m = mul(mul(mul(mul(scale, skew), rot), trans), persp)
        return [r6(v) for row in m for v in row]

    cases = []
    while len(cases) < 300:
        cases.append({"from": matrix(), "to": matrix(), "fractions": [r6(rng.random()) for _ in range(4)]})
    return cases


def stroke_cases(rng):
    """strokeEnd from 0 to 1 as SVG's stroke-dashoffset from L to 0 on a path of length L
    (dasharray L L): the visible fraction is 1 - offset/L. Web Animations easing and fill."""
    cases = []
    fills = ["removed", "forwards", "backwards", "both"]
    while len(cases) < 100:
        c = rng.choice(list(PRESETS.values()) + [[r6(rng.random()), r6(rng.uniform(-0.5, 1.5)), r6(rng.random()), r6(rng.uniform(-0.5, 1.5))]])
        duration = r6(rng.uniform(0.5, 3))
        cases.append({"length": 400, "duration": duration, "beginTime": r6(rng.uniform(0, 0.5)),
                      "timingFunction": c, "fillMode": rng.choice(fills),
                      "times": [r6(rng.uniform(0, duration + 1)) for _ in range(6)]})
    return cases


def morph_cases(rng):
    """Keyframes of paths of one structure (M, L, Q, C, Z) interpolated by CSS's `d` property,
    with offsets and an easing per segment."""
    def path(shape):
        out = []
        for command in shape:
            count = {"M": 1, "L": 1, "Q": 2, "C": 3, "Z": 0}[command]
            out.append(command + "".join(" %r %r" % (r6(rng.uniform(0, 200)), r6(rng.uniform(0, 200))) for _ in range(count)))
        return " ".join(out)
    cases = []
    while len(cases) < 100:
        shape = ["M"] + [rng.choice("LQC") for _ in range(rng.randint(1, 4))] + (["Z"] if rng.random() < 0.5 else [])
        n = rng.randint(2, 4)
        offsets = [0] + sorted(r6(rng.random()) for _ in range(n - 2)) + [1]
        easings = [rng.choice(list(PRESETS.values())) for _ in range(n - 1)]
        cases.append({"paths": [path(shape) for _ in range(n)], "offsets": offsets,
                      "segmentEasings": easings, "duration": 1,
                      "times": [r6(rng.random()) for _ in range(5)]})
    return cases


def replicator_cases(rng):
    """A replicator's copies as elements with animation-delay i * instanceDelay: each copy of an
    opacity animation runs that much later, with the same easing, iterations and fill."""
    fills = ["removed", "forwards", "backwards", "both"]
    cases = []
    while len(cases) < 100:
        cases.append({"count": rng.randint(2, 6), "instanceDelay": r6(rng.uniform(0.05, 0.5)),
                      "duration": r6(rng.uniform(0.3, 1.5)), "repeatCount": rng.choice([1, 2, 3]),
                      "autoreverses": rng.random() < 0.3, "fillMode": rng.choice(fills),
                      "timingFunction": rng.choice(list(PRESETS.values())),
                      "times": [r6(rng.uniform(0, 4)) for _ in range(5)]})
    return cases


# ---------------------------------------------------------------------------------------------
# Pages: each runs its cases and writes the results, as JSON, into <pre id="out">.

PAGE = """<!doctype html><html><head><meta charset="utf-8"><style>
body {{ margin: 0 }} .box {{ position: absolute; left: 0; top: 0; width: 10px; height: 10px }}
</style></head><body><div id="box" class="box"></div>{extra}<pre id="out"></pre><script>
const cases = {cases};
const tick = () => new Promise(resolve => setTimeout(resolve, 0));
function bezier(c) {{ return `cubic-bezier(${{c[0]}}, ${{c[1]}}, ${{c[2]}}, ${{c[3]}})`; }}
{script}
window.addEventListener('load', async () => {{
  const results = await run();
  document.getElementById('out').textContent = JSON.stringify(results);
}});
</script></body></html>
"""

SCRIPTS = {
    "timing-functions": """
async function run() {
  const box = document.getElementById('box');
  return cases.map(c => {
    const a = box.animate([{opacity: 0}, {opacity: 1}], {duration: 1000, easing: bezier(c.controlPoints), fill: 'both'});
    a.pause();
    const out = c.times.map(t => { a.currentTime = t * 1000; return a.effect.getComputedTiming().progress; });
    a.cancel();
    return out;
  });
}""",
    "media-timing": """
async function run() {
  const box = document.getElementById('box');
  const fills = {removed: 'none', forwards: 'forwards', backwards: 'backwards', both: 'both'};
  return cases.map(c => {
    const cycles = c.repeatCount > 0 ? c.repeatCount : 1;
    const a = box.animate([{opacity: 0}, {opacity: 1}], {
      duration: c.duration * 1000, iterations: cycles * (c.autoreverses ? 2 : 1),
      direction: c.autoreverses ? 'alternate' : 'normal', iterationStart: c.timeOffset / c.duration,
      fill: fills[c.fillMode], easing: 'linear'});
    a.pause();
    const out = c.times.map(t => { a.currentTime = (t - c.beginTime) * c.speed * 1000; return a.effect.getComputedTiming().progress; });
    a.cancel();
    return out;
  });
}""",
    "keyframes-smil": """
const times = TIMES;
async function run() {
  const svg = document.getElementById('svg');
  svg.pauseAnimations();
  const rects = cases.map((c, i) => document.getElementById('r' + i));
  const out = cases.map(() => []);
  for (const t of times) {
    svg.setCurrentTime(t);
    await tick();
    rects.forEach((r, i) => out[i].push(r.x.animVal.value));
  }
  return {times, values: out};
}""",
    "keyframes-wa": """
async function run() {
  const box = document.getElementById('box');
  return cases.map(c => {
    const frames = c.values.map((v, i) => {
      const f = {left: v + 'px', offset: c.offsets[i]};
      if (c.segmentEasings && i < c.segmentEasings.length) f.easing = bezier(c.segmentEasings[i]);
      return f;
    });
    const a = box.animate(frames, {duration: c.duration * 1000, easing: bezier(c.easing), fill: 'both'});
    a.pause();
    const out = c.times.map(t => { a.currentTime = t * 1000; return getComputedStyle(box).left; });
    a.cancel();
    return out;
  });
}""",
    "motion": """
const times = TIMES;
async function run() {
  const svg = document.getElementById('svg');
  svg.pauseAnimations();
  const rects = cases.map((c, i) => document.getElementById('m' + i));
  const out = cases.map(() => []);
  for (const t of times) {
    svg.setCurrentTime(t);
    await tick();
    rects.forEach((r, i) => { const m = r.getCTM(); out[i].push([m.a, m.b, m.e, m.f]); });
  }
  return {times, values: out};
}""",
    "stroke": """
async function run() {
  const svg = document.getElementById('stroke');
  const path = svg.querySelector('path');
  const fills = {removed: 'none', forwards: 'forwards', backwards: 'backwards', both: 'both'};
  return cases.map(c => {
    const a = path.animate([{strokeDashoffset: c.length}, {strokeDashoffset: 0}],
                           {duration: c.duration * 1000, delay: c.beginTime * 1000, easing: bezier(c.timingFunction), fill: fills[c.fillMode]});
    a.pause();
    const out = c.times.map(t => { a.currentTime = t * 1000; return parseFloat(getComputedStyle(path).strokeDashoffset); });
    a.cancel();
    return out;
  });
}""",
    "morph": """
async function run() {
  const path = document.getElementById('morph').querySelector('path');
  return cases.map(c => {
    const frames = c.paths.map((d, i) => {
      const f = {d: `path("${d}")`, offset: c.offsets[i]};
      if (i < c.segmentEasings.length) f.easing = bezier(c.segmentEasings[i]);
      return f;
    });
    const a = path.animate(frames, {duration: c.duration * 1000, fill: 'both'});
    a.pause();
    const out = c.times.map(t => { a.currentTime = t * 1000; return getComputedStyle(path).d; });
    a.cancel();
    return out;
  });
}""",
    "replicator": """
async function run() {
  const box = document.getElementById('box');
  const fills = {removed: 'none', forwards: 'forwards', backwards: 'backwards', both: 'both'};
  return cases.map(c => {
    const copies = [];
    for (let i = 0; i < c.count; i++) {
      const a = box.animate([{opacity: 0}, {opacity: 1}], {
        duration: c.duration * 1000, delay: i * c.instanceDelay * 1000,
        iterations: c.repeatCount * (c.autoreverses ? 2 : 1), direction: c.autoreverses ? 'alternate' : 'normal',
        easing: bezier(c.timingFunction), fill: fills[c.fillMode]});
      a.pause();
      copies.push(c.times.map(t => { a.currentTime = t * 1000; const p = a.effect.getComputedTiming().progress; return p === null ? null : p; }));
      a.cancel();
    }
    return copies;
  });
}""",
    "transforms": """
async function run() {
  const box = document.getElementById('box');
  return cases.map(c => {
    const a = box.animate([{transform: `matrix3d(${c.from.join(',')})`}, {transform: `matrix3d(${c.to.join(',')})`}],
                          {duration: 1000, easing: 'linear', fill: 'both'});
    a.pause();
    const out = c.fractions.map(f => { a.currentTime = f * 1000; return getComputedStyle(box).transform; });
    a.cancel();
    return out;
  });
}""",
}


def smil_svg(cases):
    parts = ['<svg id="svg" xmlns="http://www.w3.org/2000/svg" width="10" height="10">']
    for i, c in enumerate(cases):
        attrs = 'attributeName="x" dur="%ss" fill="freeze" calcMode="%s" values="%s"' % (
            c["duration"], c["calcMode"], ";".join(str(v) for v in c["values"]))
        if c["keyTimes"] is not None:
            attrs += ' keyTimes="%s"' % ";".join(str(v) for v in c["keyTimes"])
        if c["keySplines"] is not None:
            attrs += ' keySplines="%s"' % ";".join(" ".join(str(v) for v in s) for s in c["keySplines"])
        parts.append('<rect id="r%d" x="0" y="0" width="1" height="1"><animate %s/></rect>' % (i, attrs))
    parts.append("</svg>")
    return "".join(parts)


# Skia measures curves by flattening them to within half a unit, so Chromium's paced motion along
# a curve is only that accurate. Motion pages draw every path this many times larger, which
# makes the flattening error that much smaller; positions are recorded in the large space and
# the tests divide them by the factor (the angles are unaffected).
MOTION_SCALE = 10000


def scaled_path(d):
    out = []
    tokens = d.split()
    command = None
    arc_index = 0
    for token in tokens:
        if token.isalpha():
            command = token
            arc_index = 0
            out.append(token)
            continue
        value = float(token)
        if command == "A":
            # rx ry rotation large-arc sweep x y: only the lengths and the point scale.
            keep = arc_index % 7 in (2, 3, 4)
            arc_index += 1
            out.append(token if keep else repr(value * MOTION_SCALE))
        else:
            out.append(repr(value * MOTION_SCALE))
    return " ".join(out)


def motion_svg(cases):
    parts = ['<svg id="svg" xmlns="http://www.w3.org/2000/svg" width="10" height="10">']
    for i, c in enumerate(cases):
        rotate = {"none": "0", "auto": "auto", "auto-reverse": "auto-reverse"}[c["rotate"]]
        keys = ""
        if "keyPoints" in c:
            keys = ' keyPoints="%s" keyTimes="%s"' % (";".join(repr(v) for v in c["keyPoints"]),
                                                      ";".join(repr(v) for v in c["keyTimes"]))
        parts.append('<rect id="m%d" width="1" height="1"><animateMotion path="%s" dur="%ss" fill="freeze" calcMode="%s" rotate="%s"%s/></rect>'
                     % (i, scaled_path(c["path"]), c["duration"], c["calcMode"], rotate, keys))
    parts.append("</svg>")
    return "".join(parts)


def run_page(chromium, html):
    with tempfile.NamedTemporaryFile("w", suffix=".html", delete=False) as page:
        page.write(html)
        path = page.name
    try:
        dom = subprocess.run(
            [chromium, "--no-sandbox", "--disable-gpu", "--virtual-time-budget=600000", "--dump-dom", "file://" + path],
            capture_output=True, text=True, timeout=600, check=True).stdout
    finally:
        os.unlink(path)
    match = re.search(r'<pre id="out">(.*?)</pre>', dom, re.S)
    if not match or not match.group(1).strip():
        sys.exit("Chromium wrote no results for a page")
    return json.loads(match.group(1).replace("&quot;", '"').replace("&amp;", "&"))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED)
    parser.add_argument("--chromium", default="chromium-headless-shell")
    parser.add_argument("--out", default=DEFAULT_OUT)
    parser.add_argument("--classes", help="comma-separated class names to record (default: all)")
    args = parser.parse_args()
    wanted = set(args.classes.split(",")) if args.classes else None
    version = subprocess.run([args.chromium, "--version"], capture_output=True, text=True, check=True).stdout.strip()
    os.makedirs(args.out, exist_ok=True)

    classes = [
        ("timing-functions", timing_function_cases, "", None),
        ("media-timing", media_timing_cases, "", None),
        ("keyframes-smil", smil_keyframe_cases, None, "smil"),
        ("keyframes-wa", wa_keyframe_cases, "", None),
        ("motion", motion_cases, None, "motion"),
        ("transforms", transform_cases, "", None),
        ("stroke", stroke_cases, '<svg id="stroke" width="10" height="10"><path d="M 0 0 L 400 0" stroke-dasharray="400 400"/></svg>', None),
        ("morph", morph_cases, '<svg id="morph" width="10" height="10"><path d="M 0 0"/></svg>', None),
        ("replicator", replicator_cases, "", None),
    ]
    total = 0
    for index, (name, generate, extra, svg) in enumerate(classes):
        if wanted is not None and name not in wanted:
            continue
        rng = random.Random(args.seed * 100 + index)
        cases = generate(rng)
        script = SCRIPTS[name]
        if svg:
            times = sorted(set([0, 0.25, 0.5, 1, 1.5, 2, 2.5] + [r6(rng.uniform(0, 2.2)) for _ in range(8)]))
            script = script.replace("TIMES", json.dumps(times))
            extra = smil_svg(cases) if svg == "smil" else motion_svg(cases)
        html = PAGE.format(cases=json.dumps(cases), script=script, extra=extra)
        results = run_page(args.chromium, html)
        if svg:
            for case, values in zip(cases, results["values"]):
                case["samples"] = [{"time": t, "chromium": v} for t, v in zip(results["times"], values)]
        else:
            for case, values in zip(cases, results):
                case["chromium"] = values
        fixture = {"chromium": version, "seed": args.seed, "class": name, "cases": cases}
        with open(os.path.join(args.out, name + ".json"), "w") as f:
            json.dump(fixture, f, indent=1, sort_keys=True)
            f.write("\n")
        total += len(cases)
        print("%-18s %4d cases" % (name, len(cases)))
    print("%d cases from %s, seed %d" % (total, version, args.seed))


if __name__ == "__main__":
    main()
