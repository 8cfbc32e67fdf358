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

  layout FILE.swift lays out SwiftUI source (- reads standard input) and prints every frame; it needs
                    tree-sitter and tree-sitter-swift importable (e.g. PYTHONPATH=<venv>/lib/python3.X/site-packages):
                    see docs/SWIFT_SOURCE.md. `swiftlayout layout --help` lists its options.
  --version         engine and Python versions
  --help, -h        this text

The Python package is found at fixed places next to the executable, never by searching: see the README.
Environment: SWIFTLAYOUT_PYTHONPATH (folders, ':'-separated) replaces those places (ignored under -E and
-I); PYTHONPATH is searched after the package, as python3 does. PYTHONHOME is ignored, so the interpreter
always uses the standard library it was built with.

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

/// True if `dir` holds the `swiftlayout` Python package (dir/swiftlayout/__init__.py, a regular file).
func holdsPackage(_ dir: String) -> Bool { isRegularFile(dir + "/swiftlayout/__init__.py") }

/// The fixed places where the runner looks for the folder holding the `swiftlayout` Python package, in
/// order. Only these: never a search of ancestor folders, which would import whatever package another
/// local user planted above a runner kept in a shared folder.
///
///   1. `<exe dir>/python`                 a folder with the runner, libswiftlayout.so and python/ together
///   2. `<exe dir>/../../../python`         the repository it was built in, only if the executable sits in a
///                                          SwiftPM build folder `<repo>/.build*/<triple>/<config>/` and
///                                          `<repo>/Package.swift` exists
///   3. `<exe dir>/../lib/swiftlayout/python`   an install prefix (`<prefix>/bin/swiftlayout`)
func packageCandidates(exeDir: String) -> [String] {
    var out = [exeDir + "/python"]
    let configDir = exeDir, tripleDir = directory(of: configDir), buildDir = directory(of: tripleDir)
    let repo = directory(of: buildDir)
    let buildName = buildDir.split(separator: "/").last.map(String.init) ?? ""
    if buildName.hasPrefix(".build"), isRegularFile(repo + "/Package.swift") {
        out.append((repo == "/" ? "" : repo) + "/python")
    }
    let prefix = directory(of: exeDir)
    out.append((prefix == "/" ? "" : prefix) + "/lib/swiftlayout/python")
    return out
}

/// The folders to put first on sys.path: $SWIFTLAYOUT_PYTHONPATH if set (and the environment is used),
/// else the first fixed place that holds the package.
func packageDirectories(exeDir: String, useEnvironment: Bool) -> [String] {
    if useEnvironment, let explicit = getenv("SWIFTLAYOUT_PYTHONPATH") {
        return String(cString: explicit).split(separator: ":").map(String.init)
    }
    return packageCandidates(exeDir: exeDir).first(where: holdsPackage).map { [$0] } ?? []
}

/// A CPython configuration string (wchar_t) as a Swift string, in the locale's encoding.
func string(_ wide: UnsafeMutablePointer<wchar_t>?) -> String? {
    guard let wide, let bytes = Py_EncodeLocale(wide, nil) else { return nil }
    defer { PyMem_Free(bytes) }
    return String(cString: bytes)
}

func check(_ status: PyStatus) {
    if PyStatus_Exception(status) != 0 { Py_ExitStatusException(status) }
}

var arguments = CommandLine.arguments
// `swiftlayout lint FILE.py …` is `swiftlayout -m swiftlayout.lint FILE.py …`: layout lint (the README).
if arguments.count >= 2 && arguments[1] == "lint" { arguments.replaceSubrange(1...1, with: ["-m", "swiftlayout.lint"]) }
// `swiftlayout layout …` / `survey …` / `preview …` are `swiftlayout -m swiftlayout layout …` (a script named
// `layout` runs as ./layout; preview: swiftlayout.tools.preview).
else if arguments.count >= 2, arguments[1] == "layout" || arguments[1] == "survey" || arguments[1] == "preview" {
    arguments = [arguments[0], "-m", "swiftlayout"] + arguments[1...]
}
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

// The runner's own options, as the only argument; everything else is python3's command line.
if arguments.count == 2 {
    switch arguments[1] {
    case "--help", "-h":
        print(usage, terminator: "")
        exit(0)
    case "--version", "-V":
        let python = String(cString: Py_GetVersion()).split(separator: " ").first.map(String.init) ?? "?"
        print("swiftlayout \(engineVersion) (engine \(library))\nPython \(python) (embedded)")
        exit(0)
    default: break
    }
}

unsetenv("PYTHONHOME")
var config = PyConfig()
PyConfig_InitPythonConfig(&config)
var packageDirs: [String] = []
var startPrompt = false
var showBanner = false
withUnsafeMutablePointer(to: &config) { cfg in
    // The program name stops CPython from searching $PATH for a `python3` (which could be another
    // installation's, e.g. pyenv's), so the prefix and standard library are this libpython's own; it is
    // also sys.executable, so multiprocessing's spawn start method starts its children with this runner.
    check(PyConfig_SetBytesString(cfg, &cfg.pointee.program_name, exe))
    // CPython parses the command line exactly as python3 does (options, -c, -m, -, a script, stdin).
    cfg.pointee.parse_argv = 1
    var cArgs: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
    check(PyConfig_SetBytesArgv(cfg, Py_ssize_t(cArgs.count), &cArgs))
    for p in cArgs { free(p) }
    check(PyConfig_Read(cfg))
    if let script = string(cfg.pointee.run_filename) {
        guard isFile(script) else { fail("can't open file '\(script)': no such file", status: 2) }
        guard isRegularFile(script) else { fail("can't open file '\(script)': not a regular file", status: 2) }
        guard access(script, R_OK) == 0, let probe = fopen(script, "r") else {
            fail("can't open file '\(script)': not readable", status: 2)
        }
        fclose(probe)
    }
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
        if let item = PyUnicode_DecodeFSDefault(dir) {
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
