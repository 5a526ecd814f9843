// Precompile Python to bytecode for the browser's Python; run by tools/vendor.py:
//
//   node tools/compile_pyc.mjs stdlib PYODIDE_DIR IN.zip OUT.zip SKIP,...
//   node tools/compile_pyc.mjs engine PYODIDE_DIR ROOT OUT.zip STAMP FILE...
//
// Pyodide ships its standard library as .py sources and the engine's files are
// plain .py too, so every start compiles each module it imports (the
// interpreter's own start-up included).  Bytecode must come from the same Python
// as the browser's (3.14 here; the host's is older), so this runs Pyodide itself
// under Node.
//
// stdlib: each module becomes a sourceless, unchecked-hash .pyc (zipimport loads
//         it as is), without the top-level modules and packages named in SKIP.
// engine: the engine as one zip the worker imports from (zipimport): each FILE
//         (game/**/*.py and *.json) as it is, and beside each .py its bytecode
//         (game/x.py -> game/x.pyc, unchecked-hash: both come from this one run).
//         STAMP goes into the zip's comment (tools/vendor.py's hash of the files),
//         so tools/vendor.py --check sees an archive older than the sources.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [mode, pyodideDir, ...rest] = process.argv.slice(2);
if (!["stdlib", "engine"].includes(mode) || rest.length < 3) {
  console.error("usage: node tools/compile_pyc.mjs stdlib|engine PYODIDE_DIR ...");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: path.resolve(pyodideDir) + "/" });

const COMMON = `
import importlib.util
import sys
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

def to_pyc(source, filename):
    """Unchecked-hash bytecode: Python runs it without reading its source."""
    code = compile(source, filename, "exec", dont_inherit=True)
    return bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), False))
`;

let summary;
if (mode === "stdlib") {
  const [source, target, skip] = rest;
  pyodide.FS.writeFile("/tmp/in.zip", fs.readFileSync(source));
  pyodide.globals.set("SKIP", (skip || "").split(",").filter(Boolean));
  summary = pyodide.runPython(COMMON + `
prefix = f"/lib/python{sys.version_info.major}{sys.version_info.minor}.zip/"  # where Pyodide mounts it
kept = dropped = 0
with zipfile.ZipFile("/tmp/in.zip") as zin, \\
        zipfile.ZipFile("/tmp/out.zip", "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zout:
    for info in zin.infolist():
        if info.filename.split("/")[0].removesuffix(".py") in SKIP:
            dropped += 1
            continue
        data = zin.read(info)
        if info.filename.endswith(".py"):
            zout.writestr(info.filename[:-3] + ".pyc", to_pyc(data, prefix + info.filename))
        else:
            zout.writestr(info, data)
        kept += 1
f"standard library: {kept} files kept, {dropped} left out"
`);
  fs.writeFileSync(target, pyodide.FS.readFile("/tmp/out.zip"));
} else {
  const [root, target, stamp, ...files] = rest;
  for (const f of files) {
    pyodide.FS.mkdirTree(path.posix.dirname(`/src/${f}`));
    pyodide.FS.writeFile(`/src/${f}`, fs.readFileSync(path.join(root, f)));
  }
  pyodide.globals.set("FILES", files);
  pyodide.globals.set("STAMP", stamp);
  summary = pyodide.runPython(COMMON + `
compiled = 0
with zipfile.ZipFile("/tmp/out.zip", "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zout:
    for name in FILES:
        with open(f"/src/{name}", "rb") as f:
            data = f.read()
        zout.writestr(name, data)
        if name.endswith(".py"):
            zout.writestr(name + "c", to_pyc(data, name))
            compiled += 1
    zout.comment = STAMP.encode()
f"engine: {len(FILES)} files, {compiled} compiled"
`);
  fs.writeFileSync(target, pyodide.FS.readFile("/tmp/out.zip"));
}
console.log(summary);
