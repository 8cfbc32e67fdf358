// swiftlayout: CPython with the swiftlayout engine built in.
//
//   swiftlayout SCRIPT.py [ARGS…]   run a script (sys.argv = [SCRIPT, ARGS…])
//   swiftlayout -c CODE [ARGS…]     run a command (sys.argv = ["-c", ARGS…])
//   swiftlayout [-i]                interactive prompt with `swiftlayout` imported as `sl`
//   swiftlayout --version | --help
//
// The runner loads libswiftlayout.so from its own directory once, with RTLD_GLOBAL, and points the
// Python package at that file, so Python's ctypes gets the same instance (dlopen returns the loaded
// library): one engine per process. It does not link the engine itself (docs/TOOLCHAIN.md P1).
import CPython

let usage = """
usage: swiftlayout [SCRIPT.py [ARGS…] | -c CODE [ARGS…] | -i | --version | --help]

Runs a Python layout script with the swiftlayout engine built in: `import swiftlayout` works with no
installation and no environment variable. With no arguments (or -i) it starts an interactive prompt
where `swiftlayout` is imported as `sl`.

  SCRIPT.py ARGS…   run SCRIPT with sys.argv = [SCRIPT, ARGS…]; exit status as python3's
  -c CODE ARGS…     run CODE with sys.argv = ["-c", ARGS…]
  -i                interactive prompt (also the default with no arguments)
  --version         engine and Python versions
  --help            this text

Environment: SWIFTLAYOUT_PYTHONPATH overrides where the Python package is found; PYTHONPATH is added
after it. PYTHONHOME is ignored, so the interpreter always uses the standard library it was built with.
"""

/// Prints `swiftlayout: message` on standard error (through the file descriptor: the C `stderr` global
/// is rejected as shared mutable state in Swift 6) and exits.
func fail(_ message: String, status: Int32) -> Never {
    let text = Array("swiftlayout: \(message)\n".utf8)
    _ = text.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(status)
}

/// The absolute path of this executable.
func executablePath() -> String {
    guard let resolved = realpath("/proc/self/exe", nil) else { fail("cannot resolve /proc/self/exe", status: 2) }
    defer { free(resolved) }
    return String(cString: resolved)
}

func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
}

func isFile(_ path: String) -> Bool { access(path, F_OK) == 0 }

/// True if `path` is a regular file (not a directory or a device).
func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & UInt32(S_IFMT)) == UInt32(S_IFREG)
}

/// The folder holding the `swiftlayout` Python package: $SWIFTLAYOUT_PYTHONPATH, or `python/` in the
/// nearest ancestor of the executable's directory that has python/swiftlayout/__init__.py.
func packageDirectory(from start: String) -> String? {
    if let explicit = getenv("SWIFTLAYOUT_PYTHONPATH") { return String(cString: explicit) }
    var dir = start
    while true {
        let candidate = dir == "/" ? "/python" : dir + "/python"
        if isFile(candidate + "/swiftlayout/__init__.py") { return candidate }
        if dir == "/" || dir.isEmpty { return nil }
        dir = directory(of: dir)
    }
}

func check(_ status: PyStatus) {
    if PyStatus_Exception(status) != 0 { Py_ExitStatusException(status) }
}

let arguments = CommandLine.arguments
let exe = executablePath()
let exeDir = directory(of: exe)
let library = exeDir + "/libswiftlayout.so"

// Load the engine once for the process.
var engineVersion = "not found"
if isFile(library) {
    if let handle = dlopen(library, RTLD_NOW | RTLD_GLOBAL) {
        typealias VersionFn = @convention(c) () -> UnsafePointer<CChar>?
        if let symbol = dlsym(handle, "sl_version"), let v = unsafeBitCast(symbol, to: VersionFn.self)() {
            engineVersion = String(cString: v)
        }
        setenv("SWIFTLAYOUT_LIB", library, 1)
    } else if let error = dlerror() {
        fail("cannot load \(library): \(String(cString: error))", status: 2)
    }
} else {
    fail("libswiftlayout.so is missing next to the executable (\(library)); rebuild with `swift build`", status: 2)
}

enum Mode { case script(String, [String]), command(String, [String]), interactive }
var mode = Mode.interactive
if arguments.count > 1 {
    switch arguments[1] {
    case "--help", "-h":
        print(usage, terminator: "")
        exit(0)
    case "--version", "-V":
        let python = String(cString: Py_GetVersion()).split(separator: " ").first.map(String.init) ?? "?"
        print("swiftlayout \(engineVersion) (engine \(library))\nPython \(python) (embedded)")
        exit(0)
    case "-c":
        guard arguments.count > 2 else { fail("-c needs CODE\n\(usage)", status: 2) }
        mode = .command(arguments[2], Array(arguments.dropFirst(3)))
    case "-i":
        guard arguments.count == 2 else { fail("-i takes no further arguments", status: 2) }
        mode = .interactive
    case let option where option.hasPrefix("-") && option != "-":
        fail("unknown option \(option)\n\(usage)", status: 2)
    default:
        let script = arguments[1]
        guard isFile(script) else { fail("can't open file '\(script)': no such file", status: 2) }
        guard isRegularFile(script) else { fail("can't open file '\(script)': not a regular file", status: 2) }
        guard access(script, R_OK) == 0, let probe = fopen(script, "r") else {
            fail("can't open file '\(script)': not readable", status: 2)
        }
        fclose(probe)
        mode = .script(script, Array(arguments.dropFirst(2)))
    }
}

unsetenv("PYTHONHOME")
var config = PyConfig()
PyConfig_InitPythonConfig(&config)
withUnsafeMutablePointer(to: &config) { cfg in
    // The program name stops CPython from searching $PATH for a `python3` (which could be another
    // installation's, e.g. pyenv's), so the prefix and standard library are this libpython's own.
    check(PyConfig_SetBytesString(cfg, &cfg.pointee.program_name, exe))
    cfg.pointee.parse_argv = 0
    var argv: [String]
    switch mode {
    case .script(let script, let rest):
        check(PyConfig_SetBytesString(cfg, &cfg.pointee.run_filename, script))
        argv = [script] + rest
    case .command(let code, let rest):
        check(PyConfig_SetBytesString(cfg, &cfg.pointee.run_command, code + "\n"))
        argv = ["-c"] + rest
    case .interactive:
        let banner = "import sys as _sys, swiftlayout as sl; print(f'swiftlayout {sl.__version__} on Python {_sys.version.split()[0]}: the package is imported as sl', file=_sys.stderr); del _sys\n"
        check(PyConfig_SetBytesString(cfg, &cfg.pointee.run_command, banner))
        cfg.pointee.inspect = 1
        cfg.pointee.interactive = 1
        argv = [""]
    }
    var cArgs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) }
    check(PyConfig_SetBytesArgv(cfg, Py_ssize_t(cArgs.count), &cArgs))
    for p in cArgs { free(p) }
    var paths: [String] = []
    if let package = packageDirectory(from: exeDir) { paths.append(package) }
    if let existing = getenv("PYTHONPATH"), existing.pointee != 0 { paths.append(String(cString: existing)) }
    if !paths.isEmpty {
        check(PyConfig_SetBytesString(cfg, &cfg.pointee.pythonpath_env, paths.joined(separator: ":")))
    }
}
check(Py_InitializeFromConfig(&config))
PyConfig_Clear(&config)
exit(Py_RunMain())
