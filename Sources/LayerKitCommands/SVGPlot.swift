import Foundation
import LayerKit
import LayerKitScenes

/// Plain SVG charts of values against time and of timing functions, with no dependency (the
/// `layerkit plot` and `layerkit curve` commands).
enum SVGPlot {
  /// One line of a chart: a name for the legend and a value per sample time (`nil` leaves a gap).
  struct Series: Hashable, Sendable {
    /// The legend text.
    var name: String
    /// One value per sample time.
    var values: [Double?]

    /// Creates a series.
    init(name: String, values: [Double?]) {
      self.name = name
      self.values = values
    }
  }

  /// One chart: a title, the sample times, its lines, the times to mark and the intervals to
  /// shade.
  struct Panel: Hashable, Sendable {
    /// The title (the key, `box.position.y`).
    var title: String
    /// The label of the y axis (the key path, `position.y`).
    var yLabel: String
    /// The sample times, increasing.
    var times: [Double]
    /// The lines, one per component.
    var series: [Series]
    /// Times marked with a dashed vertical line (key times).
    var marks: [Double]
    /// Intervals shaded (active intervals).
    var intervals: [ClosedRange<Double>]

    /// Creates a panel.
    init(
      title: String, yLabel: String = "value", times: [Double], series: [Series],
      marks: [Double] = [], intervals: [ClosedRange<Double>] = []
    ) {
      self.title = title
      self.yLabel = yLabel
      self.times = times
      self.series = series
      self.marks = marks
      self.intervals = intervals
    }
  }

  /// A distinct colour per line (the Tableau 10 palette).
  static let palette = [
    "#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7",
    "#9c755f", "#bab0ac",
  ]

  /// About five round tick values covering `low...high` (steps of 1, 2 or 5 × 10ⁿ).
  static func ticks(_ low: Double, _ high: Double) -> [Double] {
    // A fifth of the span, from halves, so that a span beyond the range of Double still works.
    let raw = (high / 2 - low / 2) / 2.5
    guard raw > 0, raw.isFinite else { return [low] }
    let magnitude = pow(10, (log10(raw)).rounded(.down))
    let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? raw
    var ticks: [Double] = []
    var tick = (low / step).rounded(.up) * step
    while tick.isFinite, tick <= high + step * 1e-9, ticks.count < 50 {
      ticks.append(abs(tick) < step * 1e-9 ? 0 : tick)
      tick += step
    }
    return ticks
  }

  /// A short label for a tick value.
  static func label(_ value: Double) -> String {
    guard abs(value) < 1e15 else { return String(value) }
    let rounded = (value * 1e6).rounded() / 1e6
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
  }

  static func format(_ value: Double) -> String { String(format: "%.2f", value) }

  /// An SVG document with one chart per panel, stacked: value against time, labelled axes, one
  /// coloured line per component, key times as dashed lines, active intervals shaded, and a
  /// legend. With `yDown`, values grow downwards, as screen coordinates do (a falling layer's
  /// `position.y` falls).
  static func chart(_ panels: [Panel], yDown: Bool = false) -> String {
    let width = 800.0
    let panelHeight = 320.0
    let (left, right, top, bottom) = (70.0, 150.0, 40.0, 50.0)
    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" \
      height="\(Int(panelHeight * Double(max(panels.count, 1))))" font-family="Helvetica, Arial, sans-serif" \
      font-size="12">
      <rect width="100%" height="100%" fill="white"/>

      """
    for (index, panel) in panels.enumerated() {
      let originY = panelHeight * Double(index)
      let plotWidth = width - left - right
      let plotHeight = panelHeight - top - bottom
      let t0 = panel.times.first ?? 0
      var t1 = panel.times.last ?? 1
      if t1 <= t0 { t1 = t0 + 1 }
      let values = panel.series.flatMap { $0.values.compactMap { $0 } }.filter(\.isFinite)
      var low = values.min() ?? 0
      var high = values.max() ?? 1
      // Halves throughout, so that values spanning more than the range of Double still place
      // finitely (V6).
      if high / 2 - low / 2 < 5e-13 {
        low -= 1
        high += 1
      } else {
        let pad = (high / 2 - low / 2) * 0.1
        low = max(low - pad, -.greatestFiniteMagnitude)
        high = min(high + pad, .greatestFiniteMagnitude)
      }
      func x(_ t: Double) -> Double { left + (t / 2 - t0 / 2) / (t1 / 2 - t0 / 2) * plotWidth }
      func y(_ v: Double) -> Double {
        let fromTop = yDown ? v / 2 - low / 2 : high / 2 - v / 2
        return originY + top + fromTop / (high / 2 - low / 2) * plotHeight
      }
      svg += "<g>\n"
      svg += """
        <text x="\(format(left))" y="\(format(originY + 22))" font-size="15" font-weight="bold">\
        \(Markup.escape(panel.title))</text>

        """
      for interval in panel.intervals {
        let a = max(interval.lowerBound, t0)
        let b = min(interval.upperBound, t1)
        guard b > a else { continue }
        svg += """
          <rect x="\(format(x(a)))" y="\(format(originY + top))" width="\(format(x(b) - x(a)))" \
          height="\(format(plotHeight))" fill="#4e79a7" fill-opacity="0.08"/>

          """
      }
      for tick in ticks(low, high) {
        svg += """
          <line x1="\(format(left))" y1="\(format(y(tick)))" x2="\(format(left + plotWidth))" \
          y2="\(format(y(tick)))" stroke="#e0e0e0"/>
          <text x="\(format(left - 8))" y="\(format(y(tick) + 4))" text-anchor="end">\(label(tick))</text>

          """
      }
      for tick in ticks(t0, t1) {
        svg += """
          <line x1="\(format(x(tick)))" y1="\(format(originY + top + plotHeight))" x2="\(format(x(tick)))" \
          y2="\(format(originY + top + plotHeight + 5))" stroke="black"/>
          <text x="\(format(x(tick)))" y="\(format(originY + top + plotHeight + 18))" \
          text-anchor="middle">\(label(tick))</text>

          """
      }
      for mark in panel.marks where mark >= t0 && mark <= t1 {
        svg += """
          <line x1="\(format(x(mark)))" y1="\(format(originY + top))" x2="\(format(x(mark)))" \
          y2="\(format(originY + top + plotHeight))" stroke="#888" stroke-dasharray="4 3"/>

          """
      }
      svg += """
        <rect x="\(format(left))" y="\(format(originY + top))" width="\(format(plotWidth))" \
        height="\(format(plotHeight))" fill="none" stroke="black"/>
        <text x="\(format(left + plotWidth / 2))" y="\(format(originY + panelHeight - 12))" \
        text-anchor="middle">time (s)</text>
        <text x="18" y="\(format(originY + top + plotHeight / 2))" text-anchor="middle" \
        transform="rotate(-90 18 \(format(originY + top + plotHeight / 2)))">\
        \(Markup.escape(panel.yLabel + (yDown ? " (down)" : "")))</text>

        """
      for (i, series) in panel.series.enumerated() {
        let colour = palette[i % palette.count]
        var d = ""
        var drawing = false
        for (t, value) in zip(panel.times, series.values) {
          guard let value, value.isFinite else {
            drawing = false
            continue
          }
          d += "\(drawing ? "L" : "M")\(format(x(t))) \(format(y(value))) "
          drawing = true
        }
        svg += """
          <path d="\(d)" fill="none" stroke="\(colour)" stroke-width="2"/>
          <line x1="\(format(width - right + 15))" y1="\(format(originY + top + 10 + 18 * Double(i)))" \
          x2="\(format(width - right + 35))" y2="\(format(originY + top + 10 + 18 * Double(i)))" \
          stroke="\(colour)" stroke-width="3"/>
          <text x="\(format(width - right + 40))" y="\(format(originY + top + 14 + 18 * Double(i)))">\
          \(Markup.escape(series.name))</text>

          """
      }
      svg += "</g>\n"
    }
    return svg + "</svg>\n"
  }

  /// An SVG drawing of a timing function (`layerkit curve`): the exact cubic from (0, 0) to
  /// (1, 1), its two control points with their handles, and labelled axes; the vertical range
  /// grows to show overshoot.
  static func curve(_ function: TimingFunction, title: String) -> String {
    let size = 400.0
    let margin = 60.0
    let low = min(0, function.c1y, function.c2y)
    let high = max(1, function.c1y, function.c2y)
    let plotHeight = size * (high - low)
    let totalHeight = plotHeight + 2 * margin + 20
    func x(_ v: Double) -> Double { margin + v * size }
    func y(_ v: Double) -> Double { margin + 20 + (high - v) * size }
    let (c1, c2) = (
      Point(x: function.c1x, y: function.c1y), Point(x: function.c2x, y: function.c2y)
    )
    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(size + 2 * margin))" height="\(Int(totalHeight))" \
      font-family="Helvetica, Arial, sans-serif" font-size="12">
      <rect width="100%" height="100%" fill="white"/>
      <text x="\(format(margin))" y="28" font-size="15" font-weight="bold">\(Markup.escape(title))</text>

      """
    for tick in ticks(0, 1) {
      svg += """
        <line x1="\(format(x(tick)))" y1="\(format(y(high)))" x2="\(format(x(tick)))" y2="\(format(y(low)))" stroke="#eee"/>
        <text x="\(format(x(tick)))" y="\(format(y(low) + 18))" text-anchor="middle">\(label(tick))</text>

        """
    }
    for tick in ticks(low, high) {
      svg += """
        <line x1="\(format(x(0)))" y1="\(format(y(tick)))" x2="\(format(x(1)))" y2="\(format(y(tick)))" stroke="#eee"/>
        <text x="\(format(x(0) - 8))" y="\(format(y(tick) + 4))" text-anchor="end">\(label(tick))</text>

        """
    }
    svg += """
      <rect x="\(format(x(0)))" y="\(format(y(1)))" width="\(format(size))" height="\(format(size))" \
      fill="none" stroke="black"/>
      <line x1="\(format(x(0)))" y1="\(format(y(0)))" x2="\(format(x(c1.x)))" y2="\(format(y(c1.y)))" \
      stroke="#888" stroke-width="1.5"/>
      <line x1="\(format(x(1)))" y1="\(format(y(1)))" x2="\(format(x(c2.x)))" y2="\(format(y(c2.y)))" \
      stroke="#888" stroke-width="1.5"/>
      <path d="M\(format(x(0))) \(format(y(0))) C\(format(x(c1.x))) \(format(y(c1.y))) \
      \(format(x(c2.x))) \(format(y(c2.y))) \(format(x(1))) \(format(y(1)))" fill="none" stroke="#e15759" \
      stroke-width="3"/>
      <circle cx="\(format(x(c1.x)))" cy="\(format(y(c1.y)))" r="6" fill="#4e79a7"/>
      <circle cx="\(format(x(c2.x)))" cy="\(format(y(c2.y)))" r="6" fill="#f28e2b"/>
      <text x="\(format(x(c1.x) + 9))" y="\(format(y(c1.y) - 8))">c1 (\(label(c1.x)), \(label(c1.y)))</text>
      <text x="\(format(x(c2.x) + 9))" y="\(format(y(c2.y) - 8))">c2 (\(label(c2.x)), \(label(c2.y)))</text>
      <text x="\(format(x(0.5)))" y="\(format(totalHeight - 10))" text-anchor="middle">time fraction</text>
      <text x="16" y="\(format(y((low + high) / 2)))" text-anchor="middle" \
      transform="rotate(-90 16 \(format(y((low + high) / 2))))">progress</text>
      </svg>

      """
    return svg
  }
}
