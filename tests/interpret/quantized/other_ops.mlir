// Quantized tensors through the ops that move, sort, scatter or fold them
// (region bodies run on quantized scalars), all_reduce, map, while, the
// batch norms, reduce_precision, einsum and the CHLO broadcasting ops. The
// values are multiples of the scale, so the expected results are exact.
// RUN: stablehlo-translate-go --interpret -split-input-file %s
// RUN: stablehlo-opt-go --split-input-file --stablehlo-legalize-quant-to-math %s | stablehlo-translate-go --interpret -split-input-file

func.func @all_reduce() {
  %c = stablehlo.constant dense<[1.0, -2.5, 3.0, 0.5]> : tensor<4xf32>
  %q = stablehlo.uniform_quantize %c : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.25:4>>
  %r = "stablehlo.all_reduce"(%q) ({
    ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.25:4>>, %b: tensor<!quant.uniform<i8:f32, 0.25:4>>):
      %s = stablehlo.add %a, %b : tensor<!quant.uniform<i8:f32, 0.25:4>>
      stablehlo.return %s : tensor<!quant.uniform<i8:f32, 0.25:4>>
  }) {replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<4x!quant.uniform<i8:f32, 0.25:4>>) -> tensor<4x!quant.uniform<i8:f32, 0.25:4>>
  %d = stablehlo.uniform_dequantize %r : (tensor<4x!quant.uniform<i8:f32, 0.25:4>>) -> tensor<4xf32>
  check.expect_eq_const %d, dense<[1.0, -2.5, 3.0, 0.5]> : tensor<4xf32>
  func.return
}

// -----

func.func @pad_concat() {
  %c = stablehlo.constant dense<[1.0, -2.5]> : tensor<2xf32>
  %q = stablehlo.uniform_quantize %c : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 0.25:4>>
  %z = stablehlo.constant dense<0.5> : tensor<f32>
  %qz = stablehlo.uniform_quantize %z : (tensor<f32>) -> tensor<!quant.uniform<i8:f32, 0.25:4>>
  %p = stablehlo.pad %q, %qz, low = [1], high = [1], interior = [0] : (tensor<2x!quant.uniform<i8:f32, 0.25:4>>, tensor<!quant.uniform<i8:f32, 0.25:4>>) -> tensor<4x!quant.uniform<i8:f32, 0.25:4>>
  %cc = stablehlo.concatenate %p, %q, dim = 0 : (tensor<4x!quant.uniform<i8:f32, 0.25:4>>, tensor<2x!quant.uniform<i8:f32, 0.25:4>>) -> tensor<6x!quant.uniform<i8:f32, 0.25:4>>
  %r = stablehlo.reverse %cc, dims = [0] : tensor<6x!quant.uniform<i8:f32, 0.25:4>>
  %d = stablehlo.uniform_dequantize %r : (tensor<6x!quant.uniform<i8:f32, 0.25:4>>) -> tensor<6xf32>
  check.expect_eq_const %d, dense<[-2.5, 1.0, 0.5, -2.5, 1.0, 0.5]> : tensor<6xf32>
  func.return
}

// -----

func.func @sort() {
  %c = stablehlo.constant dense<[1.0, -2.5, 3.0, 0.5]> : tensor<4xf32>
  %q = stablehlo.uniform_quantize %c : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.25:4>>
  %r = "stablehlo.sort"(%q) ({
    ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.25:4>>, %b: tensor<!quant.uniform<i8:f32, 0.25:4>>):
      %s = stablehlo.compare LT, %a, %b, FLOAT : (tensor<!quant.uniform<i8:f32, 0.25:4>>, tensor<!quant.uniform<i8:f32, 0.25:4>>) -> tensor<i1>
      stablehlo.return %s : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<4x!quant.uniform<i8:f32, 0.25:4>>) -> tensor<4x!quant.uniform<i8:f32, 0.25:4>>
  %d = stablehlo.uniform_dequantize %r : (tensor<4x!quant.uniform<i8:f32, 0.25:4>>) -> tensor<4xf32>
  check.expect_eq_const %d, dense<[-2.5, 0.5, 1.0, 3.0]> : tensor<4xf32>
  func.return
}

// -----

func.func @map() {
  %c = stablehlo.constant dense<[1.0, -2.5, 3.0, 0.5]> : tensor<4xf32>
  %q = stablehlo.uniform_quantize %c : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.25:4>>
  %r = "stablehlo.map"(%q, %q) ({
    ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.25:4>>, %b: tensor<!quant.uniform<i8:f32, 0.25:4>>):
      %s = stablehlo.add %a, %b : tensor<!quant.uniform<i8:f32, 0.25:4>>
      stablehlo.return %s : tensor<!quant.uniform<i8:f32, 0.25:4>>
  }) {dimensions = array<i64: 0>} : (tensor<4x!quant.uniform<i8:f32, 0.25:4>>, tensor<4x!quant.uniform<i8:f32, 0.25:4>>) -> tensor<4x!quant.uniform<i8:f32, 0.25:4>>
  %d = stablehlo.uniform_dequantize %r : (tensor<4x!quant.uniform<i8:f32, 0.25:4>>) -> tensor<4xf32>
  check.expect_eq_const %d, dense<[2.0, -5.0, 6.0, 1.0]> : tensor<4xf32>
  func.return
}

// -----

func.func @scatter() {
  %c = stablehlo.constant dense<[1.0, -2.5, 3.0, 0.5]> : tensor<4xf32>
  %q = stablehlo.uniform_quantize %c : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.25:4>>
  %i = stablehlo.constant dense<[[1], [3]]> : tensor<2x1xi64>
  %u = stablehlo.constant dense<[0.25, 1.0]> : tensor<2xf32>
  %qu = stablehlo.uniform_quantize %u : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 0.25:4>>
  %r = "stablehlo.scatter"(%q, %i, %qu) ({
    ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.25:4>>, %b: tensor<!quant.uniform<i8:f32, 0.25:4>>):
      %s = stablehlo.add %a, %b : tensor<!quant.uniform<i8:f32, 0.25:4>>
      stablehlo.return %s : tensor<!quant.uniform<i8:f32, 0.25:4>>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<4x!quant.uniform<i8:f32, 0.25:4>>, tensor<2x1xi64>, tensor<2x!quant.uniform<i8:f32, 0.25:4>>) -> tensor<4x!quant.uniform<i8:f32, 0.25:4>>
  %d = stablehlo.uniform_dequantize %r : (tensor<4x!quant.uniform<i8:f32, 0.25:4>>) -> tensor<4xf32>
  check.expect_eq_const %d, dense<[1.0, -2.25, 3.0, 1.5]> : tensor<4xf32>
  func.return
}

// -----

func.func @batch_norm() {
  %c = stablehlo.constant dense<[[1.0, -2.5], [3.0, 0.5]]> : tensor<2x2xf32>
  %q = stablehlo.uniform_quantize %c : (tensor<2x2xf32>) -> tensor<2x2x!quant.uniform<i8:f32, 0.25:4>>
  %one = stablehlo.constant dense<[1.0, 1.0]> : tensor<2xf32>
  %zero = stablehlo.constant dense<[0.0, 0.0]> : tensor<2xf32>
  %qo = stablehlo.uniform_quantize %one : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 0.25:4>>
  %qz = stablehlo.uniform_quantize %zero : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 0.25:4>>
  %r = "stablehlo.batch_norm_inference"(%q, %qo, %qz, %qz, %qo) {epsilon = 0.0 : f32, feature_index = 1 : i64} : (tensor<2x2x!quant.uniform<i8:f32, 0.25:4>>, tensor<2x!quant.uniform<i8:f32, 0.25:4>>, tensor<2x!quant.uniform<i8:f32, 0.25:4>>, tensor<2x!quant.uniform<i8:f32, 0.25:4>>, tensor<2x!quant.uniform<i8:f32, 0.25:4>>) -> tensor<2x2x!quant.uniform<i8:f32, 0.25:4>>
  %d = stablehlo.uniform_dequantize %r : (tensor<2x2x!quant.uniform<i8:f32, 0.25:4>>) -> tensor<2x2xf32>
  check.expect_eq_const %d, dense<[[1.0, -2.5], [3.0, 0.5]]> : tensor<2x2xf32>
  func.return
}

// -----

func.func @einsum() {
  %c = stablehlo.constant dense<[[1.0, -2.5], [3.0, 0.5]]> : tensor<2x2xf32>
  %q = stablehlo.uniform_quantize %c : (tensor<2x2xf32>) -> tensor<2x2x!quant.uniform<i8:f32, 0.25>>
  %r = "stablehlo.einsum"(%q, %q) {einsum_config = "ab,bc->ac"} : (tensor<2x2x!quant.uniform<i8:f32, 0.25>>, tensor<2x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x2x!quant.uniform<i32:f32, 0.0625>>
  %d = stablehlo.uniform_dequantize %r : (tensor<2x2x!quant.uniform<i32:f32, 0.0625>>) -> tensor<2x2xf32>
  check.expect_eq_const %d, dense<[[-6.5, -3.75], [4.5, -7.25]]> : tensor<2x2xf32>
  func.return
}

// -----

func.func @while() {
  %c = stablehlo.constant dense<[1.0, -2.5]> : tensor<2xf32>
  %q = stablehlo.uniform_quantize %c : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 0.25:4>>
  %n = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %n, %x = %q) : tensor<i32>, tensor<2x!quant.uniform<i8:f32, 0.25:4>>
   cond {
    %three = stablehlo.constant dense<3> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %three : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    %y = stablehlo.add %x, %x : tensor<2x!quant.uniform<i8:f32, 0.25:4>>
    stablehlo.return %j, %y : tensor<i32>, tensor<2x!quant.uniform<i8:f32, 0.25:4>>
  }
  %d = stablehlo.uniform_dequantize %r#1 : (tensor<2x!quant.uniform<i8:f32, 0.25:4>>) -> tensor<2xf32>
  check.expect_eq_const %d, dense<[8.0, -20.0]> : tensor<2xf32>
  func.return
}

// -----

func.func @chlo_add() {
  %c = stablehlo.constant dense<[1.0, -2.5]> : tensor<2xf32>
  %q = stablehlo.uniform_quantize %c : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 0.25:4>>
  %s = stablehlo.constant dense<0.5> : tensor<f32>
  %qs = stablehlo.uniform_quantize %s : (tensor<f32>) -> tensor<!quant.uniform<i8:f32, 0.25:4>>
  %r = chlo.broadcast_add %q, %qs : (tensor<2x!quant.uniform<i8:f32, 0.25:4>>, tensor<!quant.uniform<i8:f32, 0.25:4>>) -> tensor<2x!quant.uniform<i8:f32, 0.25:4>>
  %d = stablehlo.uniform_dequantize %r : (tensor<2x!quant.uniform<i8:f32, 0.25:4>>) -> tensor<2xf32>
  check.expect_eq_const %d, dense<[1.5, -2.0]> : tensor<2xf32>
  func.return
}

// -----

func.func @chlo_compare() {
  %c = stablehlo.constant dense<[1.0, -2.5]> : tensor<2xf32>
  %q = stablehlo.uniform_quantize %c : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 0.25:4>>
  %s = stablehlo.constant dense<0.5> : tensor<f32>
  %qs = stablehlo.uniform_quantize %s : (tensor<f32>) -> tensor<!quant.uniform<i8:f32, 0.25:4>>
  %r = chlo.broadcast_compare %q, %qs {comparison_direction = #chlo<comparison_direction GT>} : (tensor<2x!quant.uniform<i8:f32, 0.25:4>>, tensor<!quant.uniform<i8:f32, 0.25:4>>) -> tensor<2xi1>
  check.expect_eq_const %r, dense<[true, false]> : tensor<2xi1>
  func.return
}

// -----

func.func @reduce_precision() {
  %c = stablehlo.constant dense<[1.0, -2.5]> : tensor<2xf32>
  %q = stablehlo.uniform_quantize %c : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 0.25:4>>
  %r = stablehlo.reduce_precision %q, format = e5m2 : tensor<2x!quant.uniform<i8:f32, 0.25:4>>
  %d = stablehlo.uniform_dequantize %r : (tensor<2x!quant.uniform<i8:f32, 0.25:4>>) -> tensor<2xf32>
  check.expect_eq_const %d, dense<[1.0, -2.5]> : tensor<2xf32>
  func.return
}

// -----

func.func @gather_slice() {
  %c = stablehlo.constant dense<[[1.0, -2.5], [3.0, 0.5]]> : tensor<2x2xf32>
  %q = stablehlo.uniform_quantize %c : (tensor<2x2xf32>) -> tensor<2x2x!quant.uniform<i8:f32, 0.25:4>>
  %s = stablehlo.slice %q [1:2, 0:2] : (tensor<2x2x!quant.uniform<i8:f32, 0.25:4>>) -> tensor<1x2x!quant.uniform<i8:f32, 0.25:4>>
  %b = stablehlo.broadcast_in_dim %s, dims = [0, 1] : (tensor<1x2x!quant.uniform<i8:f32, 0.25:4>>) -> tensor<3x2x!quant.uniform<i8:f32, 0.25:4>>
  %i = stablehlo.constant dense<1> : tensor<i64>
  %ds = stablehlo.dynamic_slice %b, %i, %i, sizes = [2, 1] : (tensor<3x2x!quant.uniform<i8:f32, 0.25:4>>, tensor<i64>, tensor<i64>) -> tensor<2x1x!quant.uniform<i8:f32, 0.25:4>>
  %d = stablehlo.uniform_dequantize %ds : (tensor<2x1x!quant.uniform<i8:f32, 0.25:4>>) -> tensor<2x1xf32>
  check.expect_eq_const %d, dense<[[0.5], [0.5]]> : tensor<2x1xf32>
  func.return
}
