/// The `--help` texts.
enum Help {
  static let main = """
    USAGE: layerkit <command> [options]
           layerkit --version

    Evaluates Core Animation's timing model without a screen, on JSON scene files.

    COMMANDS:
      sample   Sample animated values of a scene at given times (JSON or CSV).
      events   List the animation events of a scene up to a time.
      plot     Draw values of a scene against time as an SVG chart.
      curve    Print or draw a timing function.
      check    Validate a scene and list every problem.
      preview  Write a web page that plays a scene, with controls, events and curves.
      render   Draw a scene at a time into a PNG (or a filmstrip, or an animated PNG).

    Run `layerkit <command> --help` for a command's options.
    Exit status: 0 success, 1 bad input, 2 usage.

    """

  static let sample = """
    USAGE: layerkit sample SCENE --at T1,T2,... [--key KEY ...] [--format json|csv]
           layerkit sample SCENE --from T --to T [--fps N] [--key KEY ...] [--format json|csv]

    Samples the presentation values of a scene at the given media times (seconds, from 0).
    A KEY is <layer name>.<key path>, such as box.position.x or box.transitionProgress; without
    --key, every animated key path of every named layer. SCENE may be - for standard input.

    OPTIONS:
      --at LIST          Comma-separated times, sampled in the order given.
      --from, --to, --fps
                         Times from, from + 1/fps, ... up to and including to (fps 60 unless
                         given).
      --key KEY          A key to sample; repeat for more.
      --format FORMAT    json (default): {"samples": [{"time": t, "values": {...}}, ...]};
                         csv: a header time,<key>,... and a row per time; vector values spread
                         over <key>[0], <key>[1], ...; a list over as many cells as its longest
                         value has numbers (a colour four), an empty list as []; a path as one
                         cell of SVG path data.

    """

  static let events = """
    USAGE: layerkit events SCENE --until T [--format json|csv]

    Runs a scene to media time T and lists its animation events in order: didStart, and
    didStop with finished true (at the end) or false (removed or replaced early).

    OPTIONS:
      --until T          The media time to run to.
      --format FORMAT    json (default): {"events": [{"time", "layer", "key", "event",
                         "finished"}, ...]}; csv: time,layer,key,event,finished.

    """

  static let plot = """
    USAGE: layerkit plot SCENE --key KEY [--key KEY ...] --from T --to T [--fps N]
                         [--y-down] --output FILE [--force]

    Writes an SVG chart per key of its value against time: one coloured line per component,
    axes labelled with the time and the key path, key times as dashed lines, active intervals
    shaded, and a legend. Prints the file written on standard error, and warns of a key that no
    animation of the scene changes.

    OPTIONS:
      --key KEY          <layer name>.<key path>; repeat for more charts.
      --from, --to       The time range.
      --fps N            Samples per second (default 60).
      --y-down           Values grow downwards, like screen coordinates (a falling position.y
                         falls).
      --output FILE      The SVG file to write; an existing file only with --force.

    """

  static let curve = """
    USAGE: layerkit curve <name | c1x,c1y,c2x,c2y | SwiftUI animation> [--samples N]
                          [--duration S] [--output FILE]

    Prints t,progress rows for a cubic Bezier timing function (CAMediaTimingFunction) given by
    a preset name (linear, easeIn, easeOut, easeInEaseOut, default) or its two control points;
    x control values are clamped to [0, 1]. N samples (default 11, at least 2) are spread evenly
    over [0, 1]. With --output FILE (an existing one only with --force), writes an SVG drawing
    of the curve with its control points and handles instead, and prints the file written on
    standard error.

    A SwiftUI animation, written as Swift (snappy, "spring(duration: 0.5, bounce: 0.3)",
    ".easeInOut(duration: 0.4).delay(0.1)"; a leading dot or parentheses say it is one), prints
    or draws its progress over time instead, from 0 to when it finishes (or --duration S).

    """

  static let render = """
    USAGE: layerkit render SCENE (--at T | --from A --to B [--fps N]) --output FILE.png
                           [--size W,H] [--scale S] [--background R,G,B,A] [--animated] [--force]

    Draws the scene's top-level layers at media time T (after every script action with at <= T)
    into a W x H-point canvas, origin top left, y down (default: the bounding box of the
    top-level layers' frames), S pixels per point (default 1, at most 16), transparent unless
    --background (components in [0, 1]). Writes an 8-bit RGBA PNG. With --from, --to and --fps
    (60 unless given) the frames go side by side, ten a row (a filmstrip), or with --animated
    into an animated PNG. At most 600 frames and 8192 x 8192 pixels in all; larger requests are
    refused before any drawing. An existing FILE is replaced only with --force.

    """

  static let check = """
    USAGE: layerkit check SCENE

    Validates a scene and prints every problem found on standard error, errors and warnings,
    each with its location (layers[0].animations[2].keyTimes[3]: ...). Exit status 1 if there is
    an error; otherwise prints a summary and exits 0.

    """

  static let preview = """
    USAGE: layerkit preview SCENE --output FILE [--from T] [--to T] [--fps N] [--rendered]
                            [--force]

    Writes one HTML file, with no external resources, that plays the scene with the values
    LayerKit computes frame by frame (not the browser's easing): every layer as a box (position,
    bounds, anchor point, transform with perspective, opacity, colours, border, corner radius,
    shadow, sublayers), shape layers as SVG, gradients, text, replicated copies. Controls: play
    and pause (space), step (arrow keys), a time scrubber, speed 0.1x to 4x, loop; the event log
    beside the stage and the curves of the animated keys below it, with a cursor.

    OPTIONS:
      --from, --to       The time range (default: 0 to half a second after the last animation
                         ends, at least 1 s).
      --fps N            Frames per second (default 60).
      --output FILE      The page to write; an existing file only with --force.
      --rendered         Also embeds each frame as `layerkit render` draws the 640 × 480
                         stage (a PNG a frame, at most 120 frames), shown beside the live view
                         at the scrubbed time.

    """
}
