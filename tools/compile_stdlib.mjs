// Precompile Pyodide's standard library to bytecode, without the modules the
// site never imports; run by tools/vendor.py:
//
//   node tools/compile_stdlib.mjs <pyodide package dir> <python_stdlib.zip in> <zip out> <skip,...>
//
// Pyodide ships its standard library as .py sources, so every start compiles
// each module it imports (the interpreter's own start-up included).  The
// bytecode must come from the same Python as the browser's (3.14 here, the
// host's is older), so this runs Pyodide itself under Node.  Each module is
// stored as a sourceless, unchecked-hash .pyc, which zipimport loads as is.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, source, target, skip] = process.argv.slice(2);
if (!target) {
  console.error("usage: node tools/compile_stdlib.mjs PYODIDE_DIR IN.zip OUT.zip SKIP,...");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: path.resolve(pyodideDir) + "/" });
pyodide.FS.writeFile("/tmp/in.zip", fs.readFileSync(source));
pyodide.globals.set("SKIP", (skip || "").split(",").filter(Boolean));
const summary = pyodide.runPython(`
import importlib.util
import sys
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

def skipped(name):
    top = name.split("/")[0].removesuffix(".py")
    return top in SKIP

prefix = f"/lib/python{sys.version_info.major}{sys.version_info.minor}.zip/"  # where Pyodide mounts it
kept = dropped = 0
with zipfile.ZipFile("/tmp/in.zip") as zin, \\
        zipfile.ZipFile("/tmp/out.zip", "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zout:
    for info in zin.infolist():
        if skipped(info.filename):
            dropped += 1
            continue
        data = zin.read(info)
        if info.filename.endswith(".py"):
            code = compile(data, prefix + info.filename, "exec", dont_inherit=True)
            pyc = _code_to_hash_pyc(code, importlib.util.source_hash(data), False)
            zout.writestr(info.filename[:-3] + ".pyc", bytes(pyc))
        else:
            zout.writestr(info, data)
        kept += 1
f"{kept} kept, {dropped} left out"
`);
fs.writeFileSync(target, pyodide.FS.readFile("/tmp/out.zip"));
console.log(summary);
