// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<5x5xf32>, %arg1: tensor<3xi32>) -> (tensor<3x5xf32> {jax.result_info = "result[0]"}, tensor<5x3xf32> {jax.result_info = "result[1]"}, tensor<3x5xf32> {jax.result_info = "result[2]"}, tensor<5x5xf32> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<3xi1>, tensor<3xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 5>}> : (tensor<5x5xf32>, tensor<3x1xi32>) -> tensor<3x5xf32>
    %7 = call @_take(%arg0, %arg1) : (tensor<5x5xf32>, tensor<3xi32>) -> tensor<5x3xf32>
    %c_1 = stablehlo.constant dense<5> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %9 = stablehlo.add %arg1, %8 : tensor<3xi32>
    %10 = call @_take_0(%arg0, %9) : (tensor<5x5xf32>, tensor<3xi32>) -> tensor<3x5xf32>
    %11 = call @argsort(%arg0) : (tensor<5x5xf32>) -> tensor<5x5xi64>
    %12 = call @take_along_axis(%arg0, %11) : (tensor<5x5xf32>, tensor<5x5xi64>) -> tensor<5x5xf32>
    return %6, %7, %10, %12 : tensor<3x5xf32>, tensor<5x3xf32>, tensor<3x5xf32>, tensor<5x5xf32>
  }
  func.func private @_take(%arg0: tensor<5x5xf32>, %arg1: tensor<3xi32>) -> tensor<5x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %1 = "stablehlo.gather"(%arg0, %0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1>}> : (tensor<5x5xf32>, tensor<3x1xi32>) -> tensor<5x3xf32>
    return %1 : tensor<5x3xf32>
  }
  func.func private @_take_0(%arg0: tensor<5x5xf32>, %arg1: tensor<3xi32>) -> tensor<3x5xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %c_1 = stablehlo.constant dense<4> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<3x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<3x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<3x1xi1>, tensor<i1>) -> tensor<3xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 5>}> : (tensor<5x5xf32>, tensor<3x1xi32>) -> tensor<3x5xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<3xi1>) -> tensor<3x5xi1>
    %cst = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<3x5xi1>, tensor<3x5xf32>
    return %16 : tensor<3x5xf32>
  }
  func.func private @_where(%arg0: tensor<3xi1>, %arg1: tensor<3xi32>, %arg2: tensor<3xi32>) -> tensor<3xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3xi1>, tensor<3xi32>
    return %0 : tensor<3xi32>
  }
  func.func private @argsort(%arg0: tensor<5x5xf32>) -> tensor<5x5xi64> {
    %0 = stablehlo.iota dim = 1 : tensor<5x5xi64>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.select %2, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %4 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %5 = stablehlo.select %4, %cst_1, %3 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.select %6, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %8 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %9 = stablehlo.select %8, %cst_4, %7 : tensor<i1>, tensor<f32>
      %10 = stablehlo.compare LT, %5, %9, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    }) : (tensor<5x5xf32>, tensor<5x5xi64>) -> (tensor<5x5xf32>, tensor<5x5xi64>)
    return %1#1 : tensor<5x5xi64>
  }
  func.func private @take_along_axis(%arg0: tensor<5x5xf32>, %arg1: tensor<5x5xi64>) -> tensor<5x5xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<5x5xi64>) -> tensor<5x5xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5x5xi32>
    %2 = stablehlo.compare LT, %0, %1, SIGNED : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5x5xi32>
    %4 = stablehlo.add %0, %3 : tensor<5x5xi32>
    %5 = stablehlo.select %2, %4, %0 : tensor<5x5xi1>, tensor<5x5xi32>
    %6 = stablehlo.reshape %5 : (tensor<5x5xi32>) -> tensor<5x5x1xi32>
    %c_1 = stablehlo.constant dense<4> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<5x5x1xi32>
    %8 = stablehlo.compare GE, %6, %7, SIGNED : (tensor<5x5x1xi32>, tensor<5x5x1xi32>) -> tensor<5x5x1xi1>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<5x5x1xi32>
    %11 = stablehlo.compare LE, %6, %10, SIGNED : (tensor<5x5x1xi32>, tensor<5x5x1xi32>) -> tensor<5x5x1xi1>
    %12 = stablehlo.and %8, %11 : tensor<5x5x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %13 = stablehlo.reduce(%12 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<5x5x1xi1>, tensor<i1>) -> tensor<5x5xi1>
    %14 = "stablehlo.gather"(%arg0, %6) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<5x5xf32>, tensor<5x5x1xi32>) -> tensor<5x5xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %16 = stablehlo.select %13, %14, %15 : tensor<5x5xi1>, tensor<5x5xf32>
    return %16 : tensor<5x5xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0x3F16F7DC, 0x3F7A98B0, 0xBEE79D4A, 0x3F5B642B, 0x3F9F18DF], [0xBF25190A, 0x3EE6CEC4, 0xBF91F6D2, 0xBF08D9AF, 0xBF63ED60], [0x4003A48A, 0x3E82B274, 0x3E978540, 0x3F0A9987, 0xBF05974A], [0xBFB12DCC, 0x3F56B322, 0xBEE1A6A0, 0xBFB952DC, 0xBF38942F], [0x3E8081B1, 0xBF9B82A2, 0x3EEA7E59, 0x3E5E18FC, 0x3EE78BCC]]> : tensor<5x5xf32>
    %a1 = stablehlo.constant dense<[4, 3, 2]> : tensor<3xi32>
    %r:4 = func.call @model(%a0, %a1) : (tensor<5x5xf32>, tensor<3xi32>) -> (tensor<3x5xf32>, tensor<5x3xf32>, tensor<3x5xf32>, tensor<5x5xf32>)
    check.expect_almost_eq_const %r#0, dense<[[0x3E8081B1, 0xBF9B82A2, 0x3EEA7E59, 0x3E5E18FC, 0x3EE78BCC], [0xBFB12DCC, 0x3F56B322, 0xBEE1A6A0, 0xBFB952DC, 0xBF38942F], [0x4003A48A, 0x3E82B274, 0x3E978540, 0x3F0A9987, 0xBF05974A]]> : tensor<3x5xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[[0x3F9F18DF, 0x3F5B642B, 0xBEE79D4A], [0xBF63ED60, 0xBF08D9AF, 0xBF91F6D2], [0xBF05974A, 0x3F0A9987, 0x3E978540], [0xBF38942F, 0xBFB952DC, 0xBEE1A6A0], [0x3EE78BCC, 0x3E5E18FC, 0x3EEA7E59]]> : tensor<5x3xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#2, dense<[[0xBF800000, 0xBF800000, 0xBF800000, 0xBF800000, 0xBF800000], [0xBF800000, 0xBF800000, 0xBF800000, 0xBF800000, 0xBF800000], [0xBF800000, 0xBF800000, 0xBF800000, 0xBF800000, 0xBF800000]]> : tensor<3x5xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#3, dense<[[0xBEE79D4A, 0x3F16F7DC, 0x3F5B642B, 0x3F7A98B0, 0x3F9F18DF], [0xBF91F6D2, 0xBF63ED60, 0xBF25190A, 0xBF08D9AF, 0x3EE6CEC4], [0xBF05974A, 0x3E82B274, 0x3E978540, 0x3F0A9987, 0x4003A48A], [0xBFB952DC, 0xBFB12DCC, 0xBF38942F, 0xBEE1A6A0, 0x3F56B322], [0xBF9B82A2, 0x3E5E18FC, 0x3E8081B1, 0x3EE78BCC, 0x3EEA7E59]]> : tensor<5x5xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
