// --check compiles the module without running it and lists every operation
// the interpreter cannot run, with its location, exiting 1.
// RUN: not stablehlo-translate-go --check %s 2> %t.err
// RUN: FileCheck %s < %t.err
// CHECK: translate_check.mlir:18:10: error: stablehlo.custom_call: custom_call target "lapack_sgetrf_ffi" is not supported by the interpreter
// CHECK-NEXT: translate_check.mlir:23:8: error: stablehlo.custom_call: custom_call target "lapack_sgeqrf_ffi" is not supported by the interpreter
// CHECK-NOT: error

// A module the interpreter can run passes silently.
// RUN: stablehlo-translate-go --check %S/Inputs/recurse_forever.mlir > %t.ok 2>&1
// RUN: count 0 < %t.ok

// RUN: not stablehlo-translate-go --check --interpret %s 2>&1 | FileCheck %s --check-prefix=BOTH
// BOTH: select one of --interpret, --serialize, --deserialize, --list-functions, --check and --save-program

func.func @main(%p: tensor<i1>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %r = "stablehlo.if"(%p) ({
    %a = stablehlo.custom_call @lapack_sgetrf_ffi(%x) : (tensor<2xf32>) -> tensor<2xf32>
    stablehlo.return %a : tensor<2xf32>
  }, {
    stablehlo.return %x : tensor<2xf32>
  }) : (tensor<i1>) -> tensor<2xf32>
  %b = stablehlo.custom_call @lapack_sgeqrf_ffi(%r) : (tensor<2xf32>) -> tensor<2xf32>
  func.return %b : tensor<2xf32>
}
