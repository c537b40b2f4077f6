# lit configuration for the project's own tests (lit, FileCheck and not come
# from Debian's llvm-22-tools; our tools from build/bin).
import os

import lit.formats

config.name = "stablehlo-go"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".mlir", ".test"]
config.excludes = ["Inputs", "lit.cfg.py", "roundtrip.sh", "artifacts"]

config.test_source_root = os.path.dirname(__file__)
repo = os.path.dirname(config.test_source_root)
config.test_exec_root = os.path.join(repo, "build", "lit")

tools_dir = os.path.join(repo, "build", "bin")
llvm_bin = "/usr/lib/llvm-22/bin"
config.environment["PATH"] = os.pathsep.join(
    [tools_dir, llvm_bin, config.environment.get("PATH", os.environ.get("PATH", ""))]
)

# The upstream interpreter suite lives in ../shared beside the checkout; tests
# that read it need it (lit reports them UNSUPPORTED without it).
conformance_dir = os.path.join(os.path.dirname(repo), "shared", "conformance", "interpret")
if os.path.isdir(conformance_dir):
    config.available_features.add("conformance-suite")

# The specification, for the constraint coverage test.
spec = os.path.join(os.path.dirname(repo), "shared", "spec", "stablehlo-spec.md")
if os.path.isfile(spec):
    config.available_features.add("stablehlo-spec")
    config.substitutions.append(("%spec", spec))
