// stablehlo-refine-shapes makes shapes static from @main's argument types.
// RUN: stablehlo-opt-go '--stablehlo-refine-arguments=types=tensor<4x3xf32>' --stablehlo-refine-shapes %s | FileCheck %s
// The refined program runs.
// RUN: stablehlo-opt-go '--stablehlo-refine-arguments=types=tensor<4x3xf32>' --stablehlo-refine-shapes %s | stablehlo-translate-go --interpret --args '[dense<1.0> : tensor<4x3xf32>]' | FileCheck %s --check-prefix=RESULT
// RESULT: tensor<12xf32>
// RESULT: tensor<4xf32>
// RESULT-NEXT: [3.000000e+00, 3.000000e+00, 3.000000e+00, 3.000000e+00]
// RUN: not stablehlo-opt-go --stablehlo-refine-shapes %S/Inputs/refine_shapes_false_assertion.mlir 2>&1 | FileCheck %s --check-prefix=FALSE
// FALSE: shape assertion failed: b = 1 is less than 2

// Shape computations on dimension sizes fold; the dynamic ops with constant
// shapes become their static forms; a true shape assertion disappears.
// CHECK-LABEL: func.func @main(%arg0: tensor<4x3xf32>) -> (tensor<12xf32>, tensor<4x3xi32>, tensor<6x3xf32>, tensor<2x3xf32>, tensor<8x3xf32>, tensor<4xf32>)
// CHECK-NOT: get_dimension_size
// CHECK-NOT: shape_assertion
// CHECK: stablehlo.reshape %arg0 : (tensor<4x3xf32>) -> tensor<12xf32>
// CHECK: stablehlo.iota dim = 1 : tensor<4x3xi32>
// CHECK: stablehlo.pad %arg0, %{{.*}}, low = [1, 0], high = [1, 0], interior = [0, 0] : (tensor<4x3xf32>, tensor<f32>) -> tensor<6x3xf32>
// CHECK: stablehlo.slice %arg0 [0:4:2, 0:3] : (tensor<4x3xf32>) -> tensor<2x3xf32>
// CHECK: stablehlo.broadcast_in_dim %arg0, dims = [1, 0] : (tensor<4x3xf32>) -> tensor<3x4xf32>
// CHECK: stablehlo.concatenate {{.*}} -> tensor<8x3xf32>
// CHECK: stablehlo.reduce{{.*}} -> tensor<4xf32>
func.func @main(%arg0: tensor<?x3xf32>) -> (tensor<?xf32>, tensor<?x3xi32>, tensor<?x3xf32>, tensor<?x3xf32>, tensor<?x3xf32>, tensor<?xf32>) {
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %c2 = stablehlo.constant dense<2> : tensor<i32>
  %c3 = stablehlo.constant dense<3> : tensor<1xi32>
  %d = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x3xf32>) -> tensor<i32>
  %ok = stablehlo.compare GE, %d, %c2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  stablehlo.custom_call @shape_assertion(%ok, %d) {error_message = "b = {0} < 2", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> ()
  %dr = stablehlo.reshape %d : (tensor<i32>) -> tensor<1xi32>
  %n = stablehlo.multiply %dr, %c3 : tensor<1xi32>
  %flat = stablehlo.dynamic_reshape %arg0, %n : (tensor<?x3xf32>, tensor<1xi32>) -> tensor<?xf32>
  %shape = stablehlo.concatenate %dr, %c3, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %iota = stablehlo.dynamic_iota %shape, dim = 1 : (tensor<2xi32>) -> tensor<?x3xi32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %lo = stablehlo.constant dense<[1, 0]> : tensor<2xi32>
  %in = stablehlo.constant dense<0> : tensor<2xi32>
  %pad = stablehlo.dynamic_pad %arg0, %z, %lo, %lo, %in : (tensor<?x3xf32>, tensor<f32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x3xf32>
  %start = stablehlo.constant dense<0> : tensor<2xi32>
  %strides = stablehlo.constant dense<[2, 1]> : tensor<2xi32>
  %sl = stablehlo.real_dynamic_slice %arg0, %start, %shape, %strides : (tensor<?x3xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x3xf32>
  %tshape = stablehlo.concatenate %c3, %dr, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %t = stablehlo.dynamic_broadcast_in_dim %arg0, %tshape, dims = [1, 0] : (tensor<?x3xf32>, tensor<2xi32>) -> tensor<3x?xf32>
  %cat = stablehlo.concatenate %arg0, %arg0, dim = 0 : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  %sum = stablehlo.reduce(%arg0 init: %z) applies stablehlo.add across dimensions = [1] : (tensor<?x3xf32>, tensor<f32>) -> tensor<?xf32>
  func.return %flat, %iota, %pad, %sl, %cat, %sum : tensor<?xf32>, tensor<?x3xi32>, tensor<?x3xf32>, tensor<?x3xf32>, tensor<?x3xf32>, tensor<?xf32>
}

