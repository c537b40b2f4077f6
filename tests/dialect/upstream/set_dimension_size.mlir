// set_dimension_size (not in the specification) parses and prints in
// upstream's form, `%x, %size, dim = D attr-dict : functional type`, and its
// result type is upstream's: the dimension becomes dynamic, bounded by its
// former size, unless a constant size equals that bound.
// RUN: %S/../../print_identical.sh %S/Inputs/set_dimension_size_jaxlib.mlir | FileCheck %s --check-prefix=JAXLIB
// RUN: stablehlo-opt-go %s | FileCheck %s
// RUN: stablehlo-opt-go %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: stablehlo-opt-go %s --mlir-print-op-generic | stablehlo-opt-go | FileCheck %s
// RUN: stablehlo-opt-go %s --verify-roundtrip
// RUN: stablehlo-translate-go --serialize --target=current %S/Inputs/set_dimension_size_jaxlib.mlir -o %t.mlirbc
// RUN: stablehlo-translate-go --deserialize %t.mlirbc | FileCheck %s --check-prefix=VHLO

// JAXLIB: 1 passed, 0 failed
// VHLO: stablehlo.set_dimension_size %arg0, %arg2, dim = 1 {mhlo.frontend_attributes = {tag = "x"}} : (tensor<4x2xf32>, tensor<i32>) -> tensor<4x?xf32, #stablehlo.bounds<?, 2>>

// CHECK-LABEL: func.func @forms
// CHECK: stablehlo.set_dimension_size %arg0, %arg2, dim = 0 : (tensor<4x2xf32>, tensor<i32>) -> tensor<?x2xf32, #stablehlo.bounds<4, ?>>
// CHECK: stablehlo.set_dimension_size %arg0, %arg2, dim = 1 {foo = 1 : i32} : (tensor<4x2xf32>, tensor<i32>) -> tensor<4x?xf32>
// CHECK: stablehlo.set_dimension_size %arg1, %arg2, dim = 0 : (tensor<?x2xf32, #stablehlo.bounds<4, ?>>, tensor<i32>) -> tensor<?x2xf32>
// CHECK: stablehlo.set_dimension_size %arg0, %c, dim = 1 : (tensor<4x2xf32>, tensor<i32>) -> tensor<4x2xf32>
// CHECK: stablehlo.set_dimension_size %arg0, %arg2, dim = 1 : (tensor<4x2xf32>, tensor<i32>) -> tensor<?x2xf32>
// GENERIC: "stablehlo.set_dimension_size"(%arg0, %arg2) <{dimension = 0 : i64}> : (tensor<4x2xf32>, tensor<i32>) -> tensor<?x2xf32, #stablehlo.bounds<4, ?>>
func.func @forms(%x: tensor<4x2xf32>, %b: tensor<?x2xf32, #stablehlo.bounds<4, ?>>, %n: tensor<i32>) -> tensor<4x2xf32> {
  %0 = stablehlo.set_dimension_size %x, %n, dim = 0 : (tensor<4x2xf32>, tensor<i32>) -> tensor<?x2xf32, #stablehlo.bounds<4, ?>>
  %1 = stablehlo.set_dimension_size %x, %n, dim = 1 {foo = 1 : i32} : (tensor<4x2xf32>, tensor<i32>) -> tensor<4x?xf32>
  %2 = stablehlo.set_dimension_size %b, %n, dim = 0 : (tensor<?x2xf32, #stablehlo.bounds<4, ?>>, tensor<i32>) -> tensor<?x2xf32>
  %c = stablehlo.constant dense<2> : tensor<i32>
  %3 = stablehlo.set_dimension_size %x, %c, dim = 1 : (tensor<4x2xf32>, tensor<i32>) -> tensor<4x2xf32>
  // Dimensions other than `dim` may be dynamic in the result.
  %4 = stablehlo.set_dimension_size %x, %n, dim = 1 : (tensor<4x2xf32>, tensor<i32>) -> tensor<?x2xf32>
  func.return %3 : tensor<4x2xf32>
}
