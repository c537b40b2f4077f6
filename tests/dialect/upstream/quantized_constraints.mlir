// Quantization constraints as upstream checks them: optimization_barrier
// and scatter take no per-axis quantized tensors, storage types are
// signless 2-32 bit integers, per-axis types have one scale per element of
// their dimension, transpose and reshape keep scales and zero points, and
// elementwise ops keep storage ranges.
// RUN: stablehlo-opt-go %s --split-input-file --verify-diagnostics

func.func @accepted(%x: tensor<1x2x2x!quant.uniform<i8:f32, 1.0:17>>, %t: !stablehlo.token,
                    %p: tensor<1x2x2x!quant.uniform<i8<-128:127>:f32:2, {0.1:-30, 0.5:-20}>>,
                    %f: tensor<4xf32>) {
  %0:2 = stablehlo.optimization_barrier %x, %t : tensor<1x2x2x!quant.uniform<i8:f32, 1.0:17>>, !stablehlo.token
  %1 = stablehlo.transpose %p, dims = [0, 2, 1] : (tensor<1x2x2x!quant.uniform<i8<-128:127>:f32:2, {0.1:-30, 0.5:-20}>>) -> tensor<1x2x2x!quant.uniform<i8<-128:127>:f32:1, {0.1:-30, 0.5:-20}>>
  %2 = stablehlo.reshape %p : (tensor<1x2x2x!quant.uniform<i8<-128:127>:f32:2, {0.1:-30, 0.5:-20}>>) -> tensor<2x2x!quant.uniform<i8<-128:127>:f32:1, {0.1:-30, 0.5:-20}>>
  %3 = stablehlo.add %p, %p : tensor<1x2x2x!quant.uniform<i8<-128:127>:f32:2, {0.1:-30, 0.5:-20}>>
  %4 = stablehlo.uniform_quantize %f : (tensor<4xf32>) -> tensor<4x!quant.uniform<u8:f32, 0.5:3>>
  %5 = stablehlo.uniform_quantize %f : (tensor<4xf32>) -> tensor<4x!quant.uniform<i4:f32:0, {0.5:1, 0.5:1, 0.25:0, 0.25:0}>>
  func.return
}

// -----

func.func @scatter_per_tensor(%x: tensor<4x3x!quant.uniform<i8:f32, 1.0:17>>, %i: tensor<2x1xi32>, %u: tensor<2x3x!quant.uniform<i8:f32, 1.0:17>>) -> tensor<4x3x!quant.uniform<i8:f32, 1.0:17>> {
  %0 = "stablehlo.scatter"(%x, %i, %u) ({
    ^bb0(%a: tensor<!quant.uniform<i8:f32, 1.0:17>>, %b: tensor<!quant.uniform<i8:f32, 1.0:17>>):
      stablehlo.return %b : tensor<!quant.uniform<i8:f32, 1.0:17>>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<4x3x!quant.uniform<i8:f32, 1.0:17>>, tensor<2x1xi32>, tensor<2x3x!quant.uniform<i8:f32, 1.0:17>>) -> tensor<4x3x!quant.uniform<i8:f32, 1.0:17>>
  func.return %0 : tensor<4x3x!quant.uniform<i8:f32, 1.0:17>>
}

// -----

func.func @optimization_barrier_per_axis(%x: tensor<2x!quant.uniform<i8:f32:0, {0.1:-30, 0.2:-30}>>) {
  // expected-error @+1 {{operand #0 must be variadic of token or tensor of pred (i1) or integer or floating-point or complex type with 32-bit float or 64-bit float elements or per-tensor quantized integer values}}
  %0 = stablehlo.optimization_barrier %x : tensor<2x!quant.uniform<i8:f32:0, {0.1:-30, 0.2:-30}>>
  func.return
}

// -----

func.func @scatter_per_axis(%x: tensor<4x3x!quant.uniform<i8:f32:1, {0.1:0, 0.1:0, 0.1:0}>>, %i: tensor<2x1xi32>, %u: tensor<2x3x!quant.uniform<i8:f32:1, {0.1:0, 0.1:0, 0.1:0}>>) -> tensor<4x3x!quant.uniform<i8:f32:1, {0.1:0, 0.1:0, 0.1:0}>> {
  // expected-error @+1 {{operand #0 must be variadic of tensor of pred (i1) or integer or floating-point or complex type with 32-bit float or 64-bit float elements or per-tensor quantized integer values}}
  %0 = "stablehlo.scatter"(%x, %i, %u) ({
    ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.1>>, %b: tensor<!quant.uniform<i8:f32, 0.1>>):
      stablehlo.return %b : tensor<!quant.uniform<i8:f32, 0.1>>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<4x3x!quant.uniform<i8:f32:1, {0.1:0, 0.1:0, 0.1:0}>>, tensor<2x1xi32>, tensor<2x3x!quant.uniform<i8:f32:1, {0.1:0, 0.1:0, 0.1:0}>>) -> tensor<4x3x!quant.uniform<i8:f32:1, {0.1:0, 0.1:0, 0.1:0}>>
  func.return %0 : tensor<4x3x!quant.uniform<i8:f32:1, {0.1:0, 0.1:0, 0.1:0}>>
}

// -----

func.func @signed_storage_dequantize(%x: tensor<4x!quant.uniform<si8:f32, 1.0>>) -> tensor<4xf32> {
  // expected-error @+1 {{operand #0 must be tensor of quantized integer (uniform, per-tensor or per-axis) values}}
  %0 = stablehlo.uniform_dequantize %x : (tensor<4x!quant.uniform<si8:f32, 1.0>>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @signed_storage_quantize(%x: tensor<4xf32>) -> tensor<4x!quant.uniform<si8:f32, 1.0>> {
  // expected-error @+1 {{result #0 must be tensor of quantized integer (uniform, per-tensor or per-axis) values}}
  %0 = stablehlo.uniform_quantize %x : (tensor<4xf32>) -> tensor<4x!quant.uniform<si8:f32, 1.0>>
  func.return %0 : tensor<4x!quant.uniform<si8:f32, 1.0>>
}

// -----

func.func @scales_for_other_size(%x: tensor<1x2x3xf32>) {
  // expected-error @+1 {{result #0 must be tensor of quantized integer (uniform, per-tensor or per-axis) values}}
  %0 = stablehlo.uniform_quantize %x : (tensor<1x2x3xf32>) -> tensor<1x2x3x!quant.uniform<i8:f32:2, {0.1:-30, 0.5:-20}>>
  func.return
}

// -----

func.func @add_storage_range(%x: tensor<4x!quant.uniform<i8<-127:127>:f32, 1.0>>, %y: tensor<4x!quant.uniform<i8:f32, 1.0>>) -> tensor<4x!quant.uniform<i8:f32, 1.0>> {
  // expected-error @+1 {{C3: expects operands and result to have the same storage type}}
  %0 = stablehlo.add %x, %y : (tensor<4x!quant.uniform<i8<-127:127>:f32, 1.0>>, tensor<4x!quant.uniform<i8:f32, 1.0>>) -> tensor<4x!quant.uniform<i8:f32, 1.0>>
  func.return %0 : tensor<4x!quant.uniform<i8:f32, 1.0>>
}

// -----

func.func @transpose_scales(%x: tensor<1x2x2x!quant.uniform<i8:f32:0, {0.1:-30}>>) {
  // expected-error @+1 {{C1: expects the result's element type to be the operand's}}
  %0 = stablehlo.transpose %x, dims = [0, 2, 1] : (tensor<1x2x2x!quant.uniform<i8:f32:0, {0.1:-30}>>) -> tensor<1x2x2x!quant.uniform<i8:f32:0, {0.2:-30}>>
  func.return
}

// -----

func.func @reshape_zero_points(%x: tensor<1x2x2x!quant.uniform<i8:f32:0, {1.0:17}>>) {
  // expected-error @+1 {{C1: expects the result's element type to be the operand's}}
  %0 = stablehlo.reshape %x : (tensor<1x2x2x!quant.uniform<i8:f32:0, {1.0:17}>>) -> tensor<1x2x2x!quant.uniform<i8:f32:0, {1.0:18}>>
  func.return
}
