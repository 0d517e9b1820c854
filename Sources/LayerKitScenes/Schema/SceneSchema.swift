import LayerKit

/// The documentation of the scene schema: one table per layer and animation kind, generated from
/// the same field lists that read and write scenes, and kept in SceneFiles.md (a test checks that
/// the article holds exactly this text).
enum SceneSchema {
  /// The marker lines around the generated tables in SceneFiles.md.
  static let begin = "<!-- schema tables: generated from LayerKitScenes/Schema; do not edit -->"
  static let end = "<!-- end of schema tables -->"

  /// The tables, in Markdown.
  static var tables: String {
    var text =
      begin + "\n\n### Layers\n\n" + table(LayerSchema.baseFields.map(FieldDocumentation.init))
    for kind in LayerKind.allCases where kind != .layer {
      text += "\n### Layers of `\"kind\": \"\(kind.rawValue)\"`\n\n"
      text += table((LayerSchema.kindFields[kind] ?? []).map(FieldDocumentation.init))
    }
    text += "\n### Fields every animation has\n\n"
    text += table(AnimationSchema.commonFields.map(FieldDocumentation.init))
    let common = Set(AnimationSchema.commonFields.map(\.name))
    for schema in AnimationSchema.all {
      text += "\n### `\"type\": \"\(schema.type)\"`\n\n"
      text += table(schema.fields.filter { !common.contains($0.name) })
    }
    return text + "\n" + end + "\n"
  }

  private static func table(_ fields: [FieldDocumentation]) -> String {
    var text = "| field | value | default | rules |\n| --- | --- | --- | --- |\n"
    for field in fields {
      text += "| `\(field.name)` | \(field.type) | \(field.defaultValue) | \(field.rule) |\n"
    }
    return text
  }
}
