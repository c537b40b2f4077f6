// mlir-opt's flags in stablehlo-opt-go: --mlir-print-ir-before/after=<pass>
// (comma lists), --mlir-pass-statistics, --no-implicit-module,
// --split-input-file=<marker> and --show-dialects.

// IR printing around the named passes only, in pipeline order.
// RUN: stablehlo-opt-go --cse --canonicalize --mlir-print-ir-before=canonicalize,cse --mlir-print-ir-after=cse %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PRINTIR
// PRINTIR: // -----// IR Dump Before CSE (cse) //----- //
// PRINTIR: func.func @twice
// PRINTIR: // -----// IR Dump After CSE (cse) //----- //
// PRINTIR: // -----// IR Dump Before Canonicalizer (canonicalize) //----- //
// PRINTIR-NOT: IR Dump
// RUN: stablehlo-opt-go --cse --canonicalize --mlir-print-ir-after=canonicalize %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFTERCANON
// AFTERCANON-NOT: After CSE
// AFTERCANON: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// AFTERCANON-NOT: IR Dump
// RUN: not stablehlo-opt-go --cse --mlir-print-ir-after=no-such-pass %s 2>&1 | FileCheck %s --check-prefix=BADPASS
// BADPASS: for the --mlir-print-ir-after option: Cannot find option named 'no-such-pass'!

// Pass statistics are reported on stderr after the run, in either display.
// RUN: stablehlo-opt-go --cse --mlir-pass-statistics %s 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// RUN: stablehlo-opt-go --cse --mlir-pass-statistics --mlir-pass-statistics-display=list %s 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// STATS: ... Pass statistics report ...
// RUN: not stablehlo-opt-go --cse --mlir-pass-statistics --mlir-pass-statistics-display=tree %s 2>&1 | FileCheck %s --check-prefix=BADDISPLAY
// BADDISPLAY: for the --mlir-pass-statistics-display option: Cannot find option named 'tree'!

// --no-implicit-module: a single top-level operation is printed as it is;
// anything else is an error at the file's line 0.
// RUN: stablehlo-opt-go --no-implicit-module --cse %s | FileCheck %s --check-prefix=NOIMPLICIT
// NOIMPLICIT-NOT: module
// NOIMPLICIT: func.func @twice
// NOIMPLICIT-NEXT: stablehlo.add
// NOIMPLICIT-NEXT: stablehlo.add
// NOIMPLICIT-NEXT: return
// RUN: rm -rf %t && mkdir -p %t
// RUN: printf 'module {\n}\nmodule {\n}\n' > %t/two.mlir
// RUN: not stablehlo-opt-go --no-implicit-module %t/two.mlir 2>&1 | FileCheck %s --check-prefix=TWO
// TWO: two.mlir:0:0: error: source must contain a single top-level operation, found: 2
// RUN: printf '' > %t/empty.mlir
// RUN: not stablehlo-opt-go --no-implicit-module %t/empty.mlir 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: empty.mlir:0:0: error: source must contain a single top-level operation, found: 0
// RUN: printf 'module {\n}\n' | stablehlo-opt-go --no-implicit-module | FileCheck %s --check-prefix=ONEMODULE
// ONEMODULE: {{^}}module {
// Without the flag, the same inputs read as before.
// RUN: stablehlo-opt-go %t/two.mlir | FileCheck %s --check-prefix=IMPLICIT
// IMPLICIT: module {
// IMPLICIT-NEXT: module {

// --split-input-file=<marker> splits on the given marker; the parts are
// printed with the usual separator; the bare flag keeps '// -----'.
// RUN: printf 'module {\n}\n// ABC\nmodule {\n}\n' > %t/marker.mlir
// RUN: stablehlo-opt-go --split-input-file='// ABC' %t/marker.mlir | FileCheck %s --check-prefix=MARKER
// MARKER: module {
// MARKER-NEXT: }
// MARKER-EMPTY:
// MARKER-NEXT: {{^}}// {{-----}}
// MARKER-NEXT: module {
// RUN: not stablehlo-opt-go --split-input-file %S/Inputs/split_marker.mlir 2>&1 | FileCheck %s --check-prefix=NOMARKER
// NOMARKER: split_marker.mlir:6:1: error: redefinition of symbol named 'main'
// RUN: stablehlo-opt-go --split-input-file='// ABC' %S/Inputs/split_marker.mlir | FileCheck %s --check-prefix=OPTMARKER
// OPTMARKER: dense<1>
// OPTMARKER: {{^}}// {{-----}}
// OPTMARKER: dense<2>
// RUN: stablehlo-translate-go --interpret --split-input-file='// ABC' %S/Inputs/split_marker.mlir | FileCheck %s --check-prefix=TRANSLATE
// TRANSLATE: tensor<i32>
// TRANSLATE-SAME: 1
// TRANSLATE: tensor<i32>
// TRANSLATE-SAME: 2

// --show-dialects lists the registered dialects and exits.
// RUN: stablehlo-opt-go --show-dialects | FileCheck %s --check-prefix=DIALECTS
// DIALECTS: Available Dialects: {{.*}}builtin,{{.*}}chlo,{{.*}}func,{{.*}}stablehlo,{{.*}}vhlo

func.func @twice(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %a, %a : tensor<2xf32>
  %1 = stablehlo.add %a, %a : tensor<2xf32>
  %2 = stablehlo.add %0, %1 : tensor<2xf32>
  return %2 : tensor<2xf32>
}
