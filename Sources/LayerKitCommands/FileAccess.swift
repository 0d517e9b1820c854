import Foundation

/// Where the command reads and writes files; tests substitute their own.
///
/// The system's reads take standard input for `-`, accept regular files, pipes and terminals,
/// and stop at ``CommandLimits/sceneBytes``; text must be UTF-8 (a leading byte-order mark is
/// skipped), the same on standard input as in a file. Writes go to a temporary file beside the
/// target, renamed over it when complete, and replace an existing file only when asked.
public struct FileAccess: Sendable {
  /// Reads a whole file (or `-`, standard input) as UTF-8 text; the error's description says
  /// why it could not.
  public var read: @Sendable (_ path: String) throws -> String
  /// Writes text to a file; `replacing` allows an existing file to be replaced.
  public var write: @Sendable (_ path: String, _ text: String, _ replacing: Bool) throws -> Void
  /// Writes bytes to a file (`layerkit render`'s PNG), as ``write`` writes text.
  public var writeBytes:
    @Sendable (_ path: String, _ bytes: [UInt8], _ replacing: Bool) throws -> Void

  /// Creates a file access; without `writeBytes`, bytes are refused (a test's file system
  /// that only holds text).
  public init(
    read: @escaping @Sendable (_ path: String) throws -> String,
    write: @escaping @Sendable (_ path: String, _ text: String, _ replacing: Bool) throws -> Void,
    writeBytes: (@Sendable (_ path: String, _ bytes: [UInt8], _ replacing: Bool) throws -> Void)? =
      nil
  ) {
    self.read = read
    self.write = write
    self.writeBytes =
      writeBytes ?? { _, _, _ in
        throw FileAccessError(description: "this file access holds text only")
      }
  }

  /// The real file system.
  public static let system = FileAccess(
    read: { path in
      if path == "-" { return try readText(descriptor: 0, name: "standard input") }
      let descriptor = open(path, O_RDONLY)
      guard descriptor >= 0 else { throw FileAccessError(errno: errno) }
      defer { close(descriptor) }
      return try readText(descriptor: descriptor, name: path)
    },
    write: { path, text, replacing in
      try writeAtomically(Array(text.utf8), to: path, replacing: replacing)
    },
    writeBytes: { path, bytes, replacing in
      try writeAtomically(bytes, to: path, replacing: replacing)
    })
}

/// Why a file could not be read or written, in words.
public struct FileAccessError: Error, CustomStringConvertible, Sendable {
  /// The reason, in words.
  public var description: String

  /// An error with the reason given.
  public init(description: String) { self.description = description }

  init(errno code: Int32) { description = String(cString: strerror(code)).lowercased() }
}

/// Reads what `descriptor` holds, up to the limit, as UTF-8 text.
func readText(descriptor: Int32, name: String) throws -> String {
  var status = stat()
  guard fstat(descriptor, &status) == 0 else { throw FileAccessError(errno: errno) }
  switch status.st_mode & S_IFMT {
  case S_IFREG, S_IFIFO, S_IFCHR, S_IFSOCK: break
  case S_IFDIR: throw FileAccessError(description: "is a directory")
  default: throw FileAccessError(description: "is not a file")
  }
  let limit = CommandLimits.sceneBytes
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 1 << 16)
  while true {
    let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if count < 0 {
      if errno == EINTR { continue }
      throw FileAccessError(errno: errno)
    }
    if count == 0 { break }
    bytes += chunk[0..<count]
    if bytes.count > limit {
      throw FileAccessError(
        description:
          "is larger than \(limit) bytes, the most a scene may be (\(limit >> 20) MiB)")
    }
  }
  return try decodeText(bytes)
}

/// UTF-8 text from bytes: a leading byte-order mark skipped, invalid UTF-8 an error naming the
/// byte where it starts.
func decodeText(_ bytes: [UInt8]) throws -> String {
  var bytes = bytes[...]
  if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
  var iterator = bytes.makeIterator()
  var decoder = UTF8()
  var offset = bytes.startIndex
  var scalars = String.UnicodeScalarView()
  loop: while true {
    let before = offset
    switch decoder.decode(&iterator) {
    case .scalarValue(let scalar):
      scalars.append(scalar)
      offset += UTF8.width(scalar)
    case .emptyInput:
      break loop
    case .error:
      throw FileAccessError(description: "is not UTF-8 text (an invalid byte at offset \(before))")
    }
  }
  return String(scalars)
}

/// Writes `text` to `path` through a temporary file in the same folder, renamed over the target
/// when complete: a reader never sees half a file. An existing target is replaced only when
/// `replacing`; then a symbolic link is followed (the file it names is replaced) and the file's
/// permissions are kept.
///
/// Interrupting signals (SIGINT, SIGTERM, SIGHUP) are held back while the temporary file exists:
/// Ctrl-C during a write takes effect once the file is renamed into place or removed, so it
/// never leaves a hidden `.layerkit-XXXXXX` file behind. `afterCreatingTemporary` is for the
/// tests, which raise a signal there.
func writeAtomically(
  _ bytes: [UInt8], to path: String, replacing: Bool, afterCreatingTemporary: () -> Void = {}
) throws {
  var target = path
  var existing = stat()
  if lstat(path, &existing) == 0 {
    guard replacing else {
      throw FileAccessError(description: "exists (give --force to replace it)")
    }
    if existing.st_mode & S_IFMT == S_IFLNK {
      guard let resolved = realpath(path, nil) else { throw FileAccessError(errno: errno) }
      target = String(cString: resolved)
      free(resolved)
      guard stat(target, &existing) == 0 else { throw FileAccessError(errno: errno) }
    }
    guard existing.st_mode & S_IFMT == S_IFREG else {
      throw FileAccessError(description: "is not a regular file")
    }
  }
  var interrupting = sigset_t()
  sigemptyset(&interrupting)
  for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&interrupting, signal) }
  var previousMask = sigset_t()
  pthread_sigmask(SIG_BLOCK, &interrupting, &previousMask)
  // Declared first, so it runs last: after the temporary file is renamed or removed.
  defer { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }
  var template = Array((folder(of: target) + "/.layerkit-XXXXXX").utf8CString)
  let descriptor = template.withUnsafeMutableBufferPointer { buffer in
    buffer.baseAddress.map { mkstemp($0) } ?? -1
  }
  guard descriptor >= 0 else { throw FileAccessError(errno: errno) }
  let temporary = String(
    decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  var ok = false
  defer { if !ok { unlink(temporary) } }
  afterCreatingTemporary()
  var written = 0
  while written < bytes.count {
    let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    if count < 0 {
      if errno == EINTR { continue }
      let code = errno
      close(descriptor)
      throw FileAccessError(errno: code)
    }
    written += count
  }
  // A new file gets the usual permissions (rw-r--r-- less the umask); a replaced one keeps its.
  let mask = umask(0)
  umask(mask)
  let mode = lstat(target, &existing) == 0 ? existing.st_mode & 0o7777 : 0o666 & ~mask
  fchmod(descriptor, mode)
  guard fsync(descriptor) == 0, close(descriptor) == 0 else { throw FileAccessError(errno: errno) }
  guard rename(temporary, target) == 0 else { throw FileAccessError(errno: errno) }
  ok = true
}

/// The documented limits of the command (SceneFiles.md): each is bad input when exceeded, with
/// a message that names it.
public enum CommandLimits {
  /// The most bytes a scene file (or standard input) may hold: 64 MiB.
  public static let sceneBytes = 64 << 20
  /// The most numbers one `sample` may print (rows × the numbers in a row).
  public static let sampleValues = 10_000_000
  /// The most points one `plot` may draw (samples × lines, over every chart).
  public static let plotPoints = 1_000_000
  /// The most values one `preview` may record (frames × boxes × the numbers of a box).
  public static let previewValues = 20_000_000
}

/// `path` cut at its last `/` (trailing slashes aside): the folder, `/` for a file at the root
/// and `.` for a bare name, and the last component. Worked out byte by byte: Foundation's
/// `deletingLastPathComponent` traps on some one-character names on Linux (`a`, `-`, `é`).
private func split(_ path: String) -> (folder: String, last: String) {
  let slash = UInt8(ascii: "/")
  let bytes = Array(path.utf8)
  var end = bytes.count
  while end > 1, bytes[end - 1] == slash { end -= 1 }
  let cut = bytes[..<end].lastIndex(of: slash)
  let last = String(decoding: bytes[(cut.map { $0 + 1 } ?? 0)..<end], as: UTF8.self)
  guard let cut else { return (".", last) }
  return (cut == 0 ? "/" : String(decoding: bytes[..<cut], as: UTF8.self), last)
}

/// The folder part of `path` (see `split`).
func folder(of path: String) -> String { split(path).folder }

/// The last component of `path` (see `split`).
func lastComponent(of path: String) -> String { split(path).last }
