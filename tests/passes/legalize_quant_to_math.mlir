// stablehlo-legalize-quant-to-math rewrites quantize, dequantize, the ops
// defined through dequantize_op_quantize and the quantized products into
// integer and float arithmetic, bitcasting between the stored integers and
// the quantized types that data movement keeps; the rewritten programs
// compute what the quantized ones do (tests/interpret/quantized runs both).
// RUN: stablehlo-opt-go %s --split-input-file --stablehlo-legalize-quant-to-math | FileCheck %s --implicit-check-not=uniform_quantize --implicit-check-not=uniform_dequantize
// RUN: stablehlo-opt-go %s --split-input-file --stablehlo-legalize-quant-to-math | stablehlo-opt-go --split-input-file | FileCheck %s --implicit-check-not=uniform_quantize --implicit-check-not=uniform_dequantize

// CHECK-LABEL: func.func @quantize_dequantize
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK: %[[S:.*]] = stablehlo.constant dense<1.000000e-01> : tensor<4xf32>
// CHECK: %[[D:.*]] = stablehlo.divide %[[X]], %[[S]] : tensor<4xf32>
// CHECK: %[[Z:.*]] = stablehlo.constant dense<-3.000000e+01> : tensor<4xf32>
// CHECK: %[[A:.*]] = stablehlo.add %[[D]], %[[Z]] : tensor<4xf32>
// CHECK: %[[LO:.*]] = stablehlo.constant dense<-1.280000e+02> : tensor<f32>
// CHECK: %[[HI:.*]] = stablehlo.constant dense<1.270000e+02> : tensor<f32>
// CHECK: %[[C:.*]] = stablehlo.clamp %[[LO]], %[[A]], %[[HI]]
// CHECK: %[[R:.*]] = stablehlo.round_nearest_even %[[C]] : tensor<4xf32>
// CHECK: %[[I:.*]] = stablehlo.convert %[[R]] : (tensor<4xf32>) -> tensor<4xi8>
// CHECK: %[[Q:.*]] = stablehlo.bitcast_convert %[[I]] : (tensor<4xi8>) -> tensor<4x!quant.uniform<i8:f32, 1.000000e-01:-30>>
// CHECK: %[[B:.*]] = stablehlo.bitcast_convert %[[Q]] : (tensor<4x!quant.uniform<i8:f32, 1.000000e-01:-30>>) -> tensor<4xi8>
// CHECK: %[[W:.*]] = stablehlo.convert %[[B]] : (tensor<4xi8>) -> tensor<4xi32>
// CHECK: %[[ZI:.*]] = stablehlo.constant dense<-30> : tensor<4xi32>
// CHECK: %[[SUB:.*]] = stablehlo.subtract %[[W]], %[[ZI]] : tensor<4xi32>
// CHECK: %[[F:.*]] = stablehlo.convert %[[SUB]] : (tensor<4xi32>) -> tensor<4xf32>
// CHECK: %[[M:.*]] = stablehlo.multiply %[[F]], %{{.*}} : tensor<4xf32>
// CHECK: return %[[M]]
func.func @quantize_dequantize(%x: tensor<4xf32>) -> tensor<4xf32> {
  %q = stablehlo.uniform_quantize %x : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.1:-30>>
  %d = stablehlo.uniform_dequantize %q : (tensor<4x!quant.uniform<i8:f32, 0.1:-30>>) -> tensor<4xf32>
  func.return %d : tensor<4xf32>
}

// -----

// A quantized elementwise op runs in f32 between dequantize and quantize.
// CHECK-LABEL: func.func @tanh
// CHECK: %[[F:.*]] = stablehlo.multiply
// CHECK: %[[T:.*]] = stablehlo.tanh %[[F]] : tensor<2xf32>
// CHECK: stablehlo.divide %[[T]]
// CHECK: stablehlo.bitcast_convert %{{.*}} : (tensor<2xui8>) -> tensor<2x!quant.uniform<u8:f32, 1.000000e-02:128>>
func.func @tanh(%x: tensor<2x!quant.uniform<u8:f32, 0.02:100>>) -> tensor<2x!quant.uniform<u8:f32, 0.01:128>> {
  %r = stablehlo.tanh %x : (tensor<2x!quant.uniform<u8:f32, 0.02:100>>) -> tensor<2x!quant.uniform<u8:f32, 0.01:128>>
  func.return %r : tensor<2x!quant.uniform<u8:f32, 0.01:128>>
}

// -----

// dot_general accumulates the centred stored values in i32. When the
// result's scales are the products of the operand scales, the sums are the
// stored result (plus its zero point, clamped).
// CHECK-LABEL: func.func @dot_exact
// CHECK: %[[L:.*]] = stablehlo.subtract %{{.*}}, %{{.*}} : tensor<2x3xi32>
// CHECK: %[[R:.*]] = stablehlo.convert %{{.*}} : (tensor<3x2xi8>) -> tensor<3x2xi32>
// CHECK: %[[ACC:.*]] = stablehlo.dot_general %[[L]], %[[R]], contracting_dims = [1] x [0] : (tensor<2x3xi32>, tensor<3x2xi32>) -> tensor<2x2xi32>
// CHECK: %[[Z:.*]] = stablehlo.constant dense<7> : tensor<2x2xi32>
// CHECK: %[[A:.*]] = stablehlo.add %[[ACC]], %[[Z]] : tensor<2x2xi32>
// CHECK: %[[C:.*]] = stablehlo.clamp %{{.*}}, %[[A]], %{{.*}} : (tensor<i32>, tensor<2x2xi32>, tensor<i32>) -> tensor<2x2xi32>
// CHECK: stablehlo.bitcast_convert %[[C]] : (tensor<2x2xi32>) -> tensor<2x2x!quant.uniform<i32:f32:1, {1.250000e-01:7,6.250000e-02:7}>>
func.func @dot_exact(%l: tensor<2x3x!quant.uniform<i8:f32, 0.5:3>>, %r: tensor<3x2x!quant.uniform<i8:f32:1, {0.25:0, 0.125:0}>>) -> tensor<2x2x!quant.uniform<i32:f32:1, {0.125:7, 0.0625:7}>> {
  %d = stablehlo.dot_general %l, %r, contracting_dims = [1] x [0] : (tensor<2x3x!quant.uniform<i8:f32, 0.5:3>>, tensor<3x2x!quant.uniform<i8:f32:1, {0.25:0, 0.125:0}>>) -> tensor<2x2x!quant.uniform<i32:f32:1, {0.125:7, 0.0625:7}>>
  func.return %d : tensor<2x2x!quant.uniform<i32:f32:1, {0.125:7, 0.0625:7}>>
}

// -----

// Otherwise the sums are scaled by the products of the operand scales (per
// result column here) and quantized.
// CHECK-LABEL: func.func @dot_requantized
// CHECK: %[[ACC:.*]] = stablehlo.dot_general %{{.*}}, %{{.*}}, contracting_dims = [1] x [0] : (tensor<2x3xi32>, tensor<3x2xi32>) -> tensor<2x2xi32>
// CHECK: %[[F:.*]] = stablehlo.convert %[[ACC]] : (tensor<2x2xi32>) -> tensor<2x2xf32>
// CHECK: %[[SC:.*]] = stablehlo.constant dense<[1.250000e-01, 6.250000e-02]> : tensor<2xf32>
// CHECK: %[[B:.*]] = stablehlo.broadcast_in_dim %[[SC]], dims = [1] : (tensor<2xf32>) -> tensor<2x2xf32>
// CHECK: %[[M:.*]] = stablehlo.multiply %[[F]], %[[B]] : tensor<2x2xf32>
// CHECK: stablehlo.divide %[[M]], %{{.*}} : tensor<2x2xf32>
// CHECK: stablehlo.round_nearest_even
// CHECK: stablehlo.convert %{{.*}} : (tensor<2x2xf32>) -> tensor<2x2xi8>
func.func @dot_requantized(%l: tensor<2x3x!quant.uniform<i8:f32, 0.5:3>>, %r: tensor<3x2x!quant.uniform<i8:f32:1, {0.25:0, 0.125:0}>>) -> tensor<2x2x!quant.uniform<i8:f32, 0.3:-2>> {
  %d = stablehlo.dot_general %l, %r, contracting_dims = [1] x [0] : (tensor<2x3x!quant.uniform<i8:f32, 0.5:3>>, tensor<3x2x!quant.uniform<i8:f32:1, {0.25:0, 0.125:0}>>) -> tensor<2x2x!quant.uniform<i8:f32, 0.3:-2>>
  func.return %d : tensor<2x2x!quant.uniform<i8:f32, 0.3:-2>>
}

// -----

// Weight-only quantization: rhs is dequantized and the product stays f32.
// CHECK-LABEL: func.func @hybrid
// CHECK: %[[W:.*]] = stablehlo.multiply %{{.*}}, %{{.*}} : tensor<3x2xf32>
// CHECK: stablehlo.dot_general %arg0, %[[W]], contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
func.func @hybrid(%l: tensor<2x3xf32>, %r: tensor<3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x2xf32> {
  %d = stablehlo.dot_general %l, %r, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x2xf32>
  func.return %d : tensor<2x2xf32>
}
