// swiftlayout: CPython with the swiftlayout engine built in.
//
//   swiftlayout [PYTHON OPTIONS] SCRIPT.py | -c CODE | -m MODULE | - [ARGS…]   as python3 (CPython parses it)
//   swiftlayout [-i]                a prompt (on a terminal, or with -i) with `swiftlayout` imported as `sl`
//   swiftlayout layout FILE.swift [--view Name] [--device NAME] [--platform NAME] [--svg OUT.svg] [--json]
//                                   SwiftUI source in, frames out (python -m swiftlayout layout …)
//   swiftlayout preview PACKAGE_DIR [--preview NAME] [--device NAME]… [--svg OUT.svg] [--json]
//                                   a package's SwiftUI previews built with SwiftPM (python -m swiftlayout preview …)
//   swiftlayout --version | --help
//
// The runner loads libswiftlayout.so from its own directory once, with RTLD_GLOBAL, and points the
// Python package at that file, so Python's ctypes gets the same instance (dlopen returns the loaded
// library): one engine per process. It does not link the engine itself (docs/TOOLCHAIN.md P1).
import CPython

let usage = """
usage: swiftlayout [PYTHON OPTION…] [SCRIPT.py | -c CODE | -m MODULE | -] [ARGS…]
       swiftlayout layout FILE.swift [--view Name] [--device NAME] [--platform NAME] [--svg OUT.svg] [--json]
       swiftlayout preview PACKAGE_DIR [--preview NAME] [--device NAME]… [--dynamic-type-size SIZE]… [--json]
       swiftlayout --version | --help
       swiftlayout lint FILE.py [--device NAME]…   layout lint (python -m swiftlayout.lint)

Runs Python with the swiftlayout engine built in: `import swiftlayout` works with no installation and
no environment variable. The command line is python3's (CPython parses it): a script, -c CODE, -m MODULE,
or - (the script from standard input), with any of python3's options (-B -s -S -E -I -P -u -O -q -v -W -X -i …),
which is what multiprocessing's spawn start method passes to its child processes. With no script and a
terminal on standard input (or with -i) it starts an interactive prompt where `swiftlayout` is imported
as `sl`; with standard input piped it runs it as a script, as python3 does.

  layout FILE.swift lays out SwiftUI source (- reads standard input) and prints every frame, read with
                    Swift's own parser (libswiftlayout_syntax.so, next to libswiftlayout.so): see
                    docs/SWIFT_SOURCE.md. `swiftlayout layout --help` lists its options.
  --version         engine and Python versions
  --help, -h        this text

The Python package is found at fixed places next to the executable, never by searching: see docs/COMMAND_LINE.md.
Environment: SWIFTLAYOUT_PYTHONPATH (folders, ':'-separated) replaces those places (ignored under -E and
-I); PYTHONPATH is searched after the package, as python3 does. PYTHONHOME is ignored, so the interpreter
always uses the standard library it was built with.

"""

/// Prints `swiftlayout: message` on standard error (through the file descriptor: the C `stderr` global
/// is rejected as shared mutable state in Swift 6).
func warn(_ message: String) {
    let text = Array("swiftlayout: \(message)\n".utf8)
    _ = text.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

/// `warn`, then exit.
func fail(_ message: String, status: Int32) -> Never {
    warn(message)
    exit(status)
}

// Paths are bytes, as the kernel has them: a Swift String would replace bytes that are not UTF-8 (a folder
// named in Latin-1, say), and the runner would then look at, or hand Python, another path.
typealias Path = [CChar]

func path(_ s: String) -> Path { Array(s.utf8CString.dropLast()) }
/// `p` for messages (bytes that are not UTF-8 shown as U+FFFD).
func shown(_ p: Path) -> String { String(decoding: p.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
func withCString<T>(_ p: Path, _ body: (UnsafePointer<CChar>) -> T) -> T { (p + [0]).withUnsafeBufferPointer { body($0.baseAddress!) } }
func + (p: Path, suffix: String) -> Path { p + path(suffix) }

/// The absolute path of this executable (symbolic links resolved).
func executablePath() -> Path {
    guard let resolved = realpath("/proc/self/exe", nil) else { fail("cannot resolve /proc/self/exe", status: 2) }
    defer { free(resolved) }
    return Array(UnsafeBufferPointer(start: resolved, count: strlen(resolved)))
}

/// The folder `p` is in (lexically: `p` is absolute and has no `.`, `..` or repeated `/`).
func directory(of p: Path) -> Path {
    let slash = CChar(UInt8(ascii: "/"))
    guard let last = p.lastIndex(of: slash) else { return path(".") }
    return last == 0 ? [slash] : Array(p[..<last])
}

/// The last component of `p`.
func lastComponent(_ p: Path) -> Path {
    guard let last = p.lastIndex(of: CChar(UInt8(ascii: "/"))) else { return p }
    return Array(p[(last + 1)...])
}

/// `dir` + "/" + `name`, without a doubled slash at the root.
func joined(_ dir: Path, _ name: String) -> Path { (dir == path("/") ? [] : dir) + ("/" + name) }

func fileInfo(_ p: Path, follow: Bool) -> stat? {
    var info = stat()
    let rc = withCString(p) { follow ? stat($0, &info) : lstat($0, &info) }
    return rc == 0 ? info : nil
}

func isFile(_ p: Path) -> Bool { withCString(p) { access($0, F_OK) } == 0 }

/// True if `p` is a regular file (not a directory or a device).
func isRegularFile(_ p: Path) -> Bool {
    guard let info = fileInfo(p, follow: true) else { return false }
    return (info.st_mode & UInt32(S_IFMT)) == UInt32(S_IFREG)
}

/// True if `dir` holds the `swiftlayout` Python package (dir/swiftlayout/__init__.py, a regular file).
func holdsPackage(_ dir: Path) -> Bool { isRegularFile(joined(joined(dir, "swiftlayout"), "__init__.py")) }

/// The fixed places where the runner looks for the folder holding the `swiftlayout` Python package, in
/// order. Only these: never a search of ancestor folders, which would import whatever package another
/// local user planted above a runner kept in a shared folder.
///
///   1. `<exe dir>/python`                 a folder with the runner, libswiftlayout.so and python/ together
///   2. `<exe dir>/../../../python`         the repository it was built in, only if the executable sits in a
///                                          SwiftPM build folder `<repo>/.build*/<triple>/<config>/` and
///                                          `<repo>/Package.swift` exists
///   3. `<exe dir>/../lib/swiftlayout/python`   an install prefix (`<prefix>/bin/swiftlayout`)
///
/// A place is used only if no other local user can change what it holds (`untrusted`).
func packageCandidates(exeDir: Path) -> [Path] {
    var out = [joined(exeDir, "python")]
    let configDir = exeDir, tripleDir = directory(of: configDir), buildDir = directory(of: tripleDir)
    let repo = directory(of: buildDir)
    if lastComponent(buildDir).starts(with: path(".build")), isRegularFile(joined(repo, "Package.swift")) {
        out.append(joined(repo, "python"))
    }
    out.append(joined(joined(joined(directory(of: exeDir), "lib"), "swiftlayout"), "python"))
    return out
}

/// True if group `gid` is the private group of user `uid` (the "user private group" scheme of Debian and
/// Ubuntu, whose umask 002 makes every folder of a fresh clone group-writable): the group has the user's name,
/// no member but the user, and no other user has it as primary group. Writing through such a group needs
/// being that user.
func isPrivateGroup(_ gid: gid_t, of uid: uid_t) -> Bool {
    guard let user = getpwuid(uid), let group = getgrgid(gid) else { return false }
    let name = String(cString: user.pointee.pw_name)
    guard String(cString: group.pointee.gr_name) == name else { return false }
    if var member = group.pointee.gr_mem {
        while let m = member.pointee {
            if String(cString: m) != name { return false }
            member += 1
        }
    }
    setpwent()
    defer { endpwent() }
    var budget = 1_000_000  // accounts looked at, at most (a directory service could list many)
    while let entry = getpwent() {
        budget -= 1
        if budget == 0 { return false }
        if entry.pointee.pw_gid == gid && entry.pointee.pw_uid != uid { return false }
    }
    return true
}

/// Why a file or folder with `info` could be changed by a local user other than this one and root — owned
/// by another user, or writable by its group (unless that is the owner's private group) or by others — or
/// nil if it cannot.
func writableByOthers(_ info: stat) -> String? {
    if info.st_uid != 0 && info.st_uid != geteuid() { return "is owned by user \(info.st_uid)" }
    if (info.st_mode & UInt32(S_IFMT)) == UInt32(S_IFLNK) { return nil }  // a link's own mode means nothing
    // S_IWOTH and S_IWGRP (POSIX values; macros Swift does not import).
    let mode = info.st_mode & 0o7777
    if mode & 0o002 != 0 { return "is writable by every user (mode \(String(mode, radix: 8)))" }
    if mode & 0o020 != 0 && !isPrivateGroup(info.st_gid, of: info.st_uid) {
        return "is writable by its group \(info.st_gid) (mode \(String(mode, radix: 8))), which is not its owner's private group"
    }
    return nil
}

/// Why the package at `place` could have been planted or changed by another local user, or nil if it
/// cannot: `place` and every folder from it up to the folder it shares with the runner's, the runner's own
/// folder and those up to that one too, and everything in the package (`place/swiftlayout`, recursively:
/// what Python imports from it) must be owned by root or this user and not writable by a group or others.
/// A symbolic link on the way must be owned so, and its target and every folder above the target too.
/// (Issue 34: a runner copied into a folder right under /tmp found `/tmp/lib/swiftlayout/python`, which any
/// local user can make.)
func untrusted(_ place: Path, exeDir: Path) -> String? {
    let slash = CChar(UInt8(ascii: "/"))
    // The deepest folder both paths are in.
    let a = place.split(separator: slash, omittingEmptySubsequences: true)
    let b = exeDir.split(separator: slash, omittingEmptySubsequences: true)
    var shared = 0
    while shared < a.count, shared < b.count, a[shared] == b[shared] { shared += 1 }
    var chain: [Path] = []
    for (parts, stop) in [(a, shared), (b, shared + 1)] where parts.count >= stop {
        for n in stride(from: parts.count, through: stop, by: -1) {
            chain.append(n == 0 ? [slash] : parts[..<n].reduce(into: Path()) { $0 += [slash] + $1 })
        }
    }
    for folder in chain {
        guard let info = fileInfo(folder, follow: false) else { return "\(shown(folder)) does not exist" }
        if let why = writableByOthers(info) { return "\(shown(folder)) \(why)" }
        if (info.st_mode & UInt32(S_IFMT)) == UInt32(S_IFLNK), let why = untrustedTarget(folder) { return why }
    }
    var budget = 100_000  // entries looked at, at most (the package has a few hundred)
    return untrustedTree(joined(place, "swiftlayout"), budget: &budget)
}

/// Why the target of symbolic link `link`, or a folder above it, could be changed by another user.
func untrustedTarget(_ link: Path) -> String? {
    guard let resolved = withCString(link, { realpath($0, nil) }) else { return "\(shown(link)) is a broken link" }
    defer { free(resolved) }
    var p = Array(UnsafeBufferPointer(start: resolved, count: strlen(resolved)))
    while true {
        guard let info = fileInfo(p, follow: false) else { return "\(shown(p)) does not exist" }
        if let why = writableByOthers(info) { return "\(shown(p)) (the target of \(shown(link))) \(why)" }
        if p.count <= 1 { return nil }
        p = directory(of: p)
    }
}

/// Why something in the tree at `root` could be changed by another user (`budget` limits the entries looked at).
func untrustedTree(_ root: Path, budget: inout Int) -> String? {
    budget -= 1
    guard budget > 0 else { return "\(shown(root)): the package holds too many files to check" }
    guard let info = fileInfo(root, follow: false) else { return "\(shown(root)) does not exist" }
    if let why = writableByOthers(info) { return "\(shown(root)) \(why)" }
    switch info.st_mode & UInt32(S_IFMT) {
    case UInt32(S_IFLNK):
        return untrustedTarget(root)
    case UInt32(S_IFDIR):
        guard let dir = withCString(root, { opendir($0) }) else { return "\(shown(root)) cannot be read" }
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            let name: Path = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.bindMemory(to: CChar.self).prefix { $0 != 0 })
            }
            if name == path(".") || name == path("..") { continue }
            if let why = untrustedTree((root == path("/") ? [] : root) + [CChar(UInt8(ascii: "/"))] + name, budget: &budget) {
                return why
            }
        }
        return nil
    default:
        return nil
    }
}

/// The folders to put first on sys.path: $SWIFTLAYOUT_PYTHONPATH if set (and the environment is used),
/// else the first fixed place that holds the package and that no other local user can change (a place
/// that holds it but fails that is skipped, with a warning saying why).
func packageDirectories(exeDir: Path, useEnvironment: Bool) -> [Path] {
    if useEnvironment, let explicit = getenv("SWIFTLAYOUT_PYTHONPATH") {
        let bytes = Array(UnsafeBufferPointer(start: explicit, count: strlen(explicit)))
        return bytes.split(separator: CChar(UInt8(ascii: ":"))).map(Array.init)
    }
    for place in packageCandidates(exeDir: exeDir) where holdsPackage(place) {
        if let why = untrusted(place, exeDir: exeDir) {
            warn("not importing the swiftlayout package in \(shown(place)): \(why), so another local user could have planted or changed it")
            continue
        }
        return [place]
    }
    return []
}

/// A CPython configuration string (wchar_t) as bytes, in the locale's encoding (as the file system has them).
func bytes(_ wide: UnsafeMutablePointer<wchar_t>?) -> Path? {
    guard let wide, let encoded = Py_EncodeLocale(wide, nil) else { return nil }
    defer { PyMem_Free(encoded) }
    return Array(UnsafeBufferPointer(start: encoded, count: strlen(encoded)))
}

func check(_ status: PyStatus) {
    if PyStatus_Exception(status) != 0 { Py_ExitStatusException(status) }
}

// The command line as the kernel gave it, bytes and all (CommandLine.arguments would replace bytes that are
// not UTF-8, and the script would get other arguments than python3 gives it).
var arguments: [Path] = (0..<Int(CommandLine.argc)).map { i in
    guard let arg = CommandLine.unsafeArgv[i] else { return [] }
    return Array(UnsafeBufferPointer(start: arg, count: strlen(arg)))
}
// `swiftlayout lint FILE.py …` is `swiftlayout -m swiftlayout.lint FILE.py …`: layout lint (docs/EXPERIMENTS.md).
if arguments.count >= 2 && arguments[1] == path("lint") { arguments.replaceSubrange(1...1, with: [path("-m"), path("swiftlayout.lint")]) }
// `swiftlayout layout …` / `survey …` / `preview …` are `swiftlayout -m swiftlayout layout …` (a script named
// `layout` runs as ./layout; preview: swiftlayout.tools.preview).
else if arguments.count >= 2, [path("layout"), path("survey"), path("preview")].contains(arguments[1]) {
    arguments = [arguments[0], path("-m"), path("swiftlayout")] + arguments[1...]
}
let exe = executablePath()
let exeDir = directory(of: exe)
let library = joined(exeDir, "libswiftlayout.so")

// Load the engine once for the process.
var engineVersion = "not found"
if isFile(library) {
    if let handle = withCString(library, { dlopen($0, RTLD_NOW | RTLD_GLOBAL) }) {
        typealias VersionFn = @convention(c) () -> UnsafePointer<CChar>?
        if let symbol = dlsym(handle, "sl_version"), let v = unsafeBitCast(symbol, to: VersionFn.self)() {
            engineVersion = String(cString: v)
        }
        _ = withCString(library) { setenv("SWIFTLAYOUT_LIB", $0, 1) }
    } else if let error = dlerror() {
        fail("cannot load \(shown(library)): \(String(cString: error))", status: 2)
    }
} else {
    fail("libswiftlayout.so is missing next to the executable (\(shown(library))); rebuild with `swift build`", status: 2)
}

// The runner's own options, as the only argument; everything else is python3's command line.
if arguments.count == 2 {
    switch shown(arguments[1]) {
    case "--help", "-h":
        print(usage, terminator: "")
        exit(0)
    case "--version", "-V":
        let python = String(cString: Py_GetVersion()).split(separator: " ").first.map(String.init) ?? "?"
        print("swiftlayout \(engineVersion) (engine \(shown(library)))\nPython \(python) (embedded)")
        exit(0)
    default: break
    }
}

unsetenv("PYTHONHOME")
var config = PyConfig()
PyConfig_InitPythonConfig(&config)
var packageDirs: [Path] = []
var startPrompt = false
var showBanner = false
withUnsafeMutablePointer(to: &config) { cfg in
    // The program name stops CPython from searching $PATH for a `python3` (which could be another
    // installation's, e.g. pyenv's), so the prefix and standard library are this libpython's own; it is
    // also sys.executable, so multiprocessing's spawn start method starts its children with this runner.
    withCString(exe) { check(PyConfig_SetBytesString(cfg, &cfg.pointee.program_name, $0)) }
    // CPython parses the command line exactly as python3 does (options, -c, -m, -, a script, stdin), and
    // decodes it as python3 does (bytes that are not UTF-8 reach sys.argv as surrogate escapes). A script
    // is opened by CPython too: a directory or zip file with __main__.py, a FIFO, /dev/stdin run as they do
    // under python3, and a missing or unreadable one is its "can't open file" with status 2.
    cfg.pointee.parse_argv = 1
    var cArgs: [UnsafeMutablePointer<CChar>?] = arguments.map { arg in withCString(arg) { strdup($0) } }
    check(PyConfig_SetBytesArgv(cfg, Py_ssize_t(cArgs.count), &cArgs))
    for p in cArgs { free(p) }
    check(PyConfig_Read(cfg))
    let runsCode = cfg.pointee.run_command != nil || cfg.pointee.run_module != nil || cfg.pointee.run_filename != nil
    // The prompt (python3's rule): no code to run, and a terminal on stdin or -i.
    startPrompt = !runsCode && (isatty(0) != 0 || cfg.pointee.inspect != 0)
    if startPrompt {
        showBanner = cfg.pointee.quiet == 0   // -q silences ours as it does CPython's
        cfg.pointee.quiet = 1                 // ours replaces CPython's
    }
    packageDirs = packageDirectories(exeDir: exeDir, useEnvironment: cfg.pointee.use_environment != 0)
}
check(Py_InitializeFromConfig(&config))
PyConfig_Clear(&config)
// The package goes first on sys.path (CPython then puts the script's folder before it, and PYTHONPATH,
// which it read itself unless -E or -I, comes after it).
if let path = PySys_GetObject("path") {
    for dir in packageDirs.reversed() {
        if let item = withCString(dir, { PyUnicode_DecodeFSDefault($0) }) {
            _ = PyList_Insert(path, 0, item)
            Py_DecRef(item)
        }
    }
}
if startPrompt {
    let banner = !showBanner ? "" : "import sys as _sys; print(f'swiftlayout {sl.__version__} on Python {_sys.version.split()[0]}: the package is imported as sl', file=_sys.stderr); del _sys\n"
    _ = PyRun_SimpleString("import swiftlayout as sl\n" + banner)
}
exit(Py_RunMain())
