// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<5x4xf32>) -> (tensor<5x4xf32> {jax.result_info = "result[0]"}, tensor<5x4xf32> {jax.result_info = "result[1]"}, tensor<5x4xf32> {jax.result_info = "result[2]"}, tensor<5x4xf32> {jax.result_info = "result[3]"}, tensor<5x4xf32> {jax.result_info = "result[4]"}) {
    %0 = call @cumsum(%arg0) : (tensor<5x4xf32>) -> tensor<5x4xf32>
    %1 = call @cumprod(%arg0) : (tensor<5x4xf32>) -> tensor<5x4xf32>
    %2 = call @cummax(%arg0) : (tensor<5x4xf32>) -> tensor<5x4xf32>
    %3 = call @cummin(%arg0) : (tensor<5x4xf32>) -> tensor<5x4xf32>
    %4 = call @cumlogsumexp(%arg0) : (tensor<5x4xf32>) -> tensor<5x4xf32>
    return %0, %1, %2, %3, %4 : tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>
  }
  func.func private @cumsum(%arg0: tensor<5x4xf32>) -> tensor<5x4xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<5x4xf32>) -> tensor<5x4xf32>
    return %0 : tensor<5x4xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<5x4xf32>) -> tensor<5x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[4, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 5, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<5x4xf32>, tensor<f32>) -> tensor<5x4xf32>
    return %1 : tensor<5x4xf32>
  }
  func.func private @cumprod(%arg0: tensor<5x4xf32>) -> tensor<5x4xf32> {
    %0 = call @cumprod_1(%arg0) : (tensor<5x4xf32>) -> tensor<5x4xf32>
    return %0 : tensor<5x4xf32>
  }
  func.func private @cumprod_1(%arg0: tensor<5x4xf32>) -> tensor<5x4xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [3, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 4>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = stablehlo.multiply %arg1, %arg2 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<5x4xf32>, tensor<f32>) -> tensor<5x4xf32>
    return %0 : tensor<5x4xf32>
  }
  func.func private @cummax(%arg0: tensor<5x4xf32>) -> tensor<5x4xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[4, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 5, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<5x4xf32>, tensor<f32>) -> tensor<5x4xf32>
    return %1 : tensor<5x4xf32>
  }
  func.func private @cummin(%arg0: tensor<5x4xf32>) -> tensor<5x4xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 3]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 4>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.minimum %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<5x4xf32>, tensor<f32>) -> tensor<5x4xf32>
    return %1 : tensor<5x4xf32>
  }
  func.func private @cumlogsumexp(%arg0: tensor<5x4xf32>) -> tensor<5x4xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1, 1>, padding = dense<[[4, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 5, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      %2 = stablehlo.subtract %arg1, %arg2 : tensor<f32>
      %3 = stablehlo.compare NE, %2, %2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.add %arg1, %arg2 : tensor<f32>
      %5 = stablehlo.abs %2 : tensor<f32>
      %6 = stablehlo.negate %5 : tensor<f32>
      %7 = stablehlo.exponential %6 : tensor<f32>
      %8 = stablehlo.log_plus_one %7 : tensor<f32>
      %9 = stablehlo.add %1, %8 : tensor<f32>
      %10 = stablehlo.select %3, %4, %9 : tensor<i1>, tensor<f32>
      stablehlo.return %10 : tensor<f32>
    }) : (tensor<5x4xf32>, tensor<f32>) -> tensor<5x4xf32>
    return %0 : tensor<5x4xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0x3F229E3F, 0x3EB1C94C, 0xBEBD06AF, 0xBD7ACE68], [0xBF881FA4, 0xBE6D4842, 0x3F640466, 0x3F309AB3], [0xBF4DE945, 0xBE97E074, 0x3F89A5AF, 0x3EC1E0E1], [0xBE4F8586, 0xBF3089BF, 0xBF6A1413, 0xBF88B2D3], [0x3EA6FB19, 0x3EAC9211, 0x3F097F06, 0x3FF0712D]]> : tensor<5x4xf32>
    %r:5 = func.call @model(%a0) : (tensor<5x4xf32>) -> (tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>)
    check.expect_almost_eq_const %r#0, dense<[[0x3F229E3F, 0x3EB1C94C, 0xBEBD06AF, 0xBD7ACE68], [0xBEDB4212, 0x3DEC94AC, 0x3F05810E, 0x3F20EDCC], [0xBF9DC527, 0xBE397692, 0x3FCC6636, 0x3F80EF1E], [0xBFB7B5D8, 0xBF5EE764, 0x3F2EB859, 0xBD7876A0], [0xBF8DF712, 0xBF089E5C, 0x3F9C1BB0, 0x3FE8AD78]]> : tensor<5x4xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[[0x3F229E3F, 0x3E61DE90, 0xBDA6C736, 0x3BA36503], [0xBF881FA4, 0x3E7C576E, 0x3E60C234, 0x3E1B0D56], [0xBF4DE945, 0x3E745242, 0x3E835E25, 0x3DC6FABF], [0xBE4F8586, 0x3E0F1B75, 0xBE02DA52, 0x3E0BBEC6], [0x3EA6FB19, 0x3DE11FF6, 0x3D71D39E, 0x3DE3214D]]> : tensor<5x4xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#2, dense<[[0x3F229E3F, 0x3EB1C94C, 0xBEBD06AF, 0xBD7ACE68], [0x3F229E3F, 0x3EB1C94C, 0x3F640466, 0x3F309AB3], [0x3F229E3F, 0x3EB1C94C, 0x3F89A5AF, 0x3F309AB3], [0x3F229E3F, 0x3EB1C94C, 0x3F89A5AF, 0x3F309AB3], [0x3F229E3F, 0x3EB1C94C, 0x3F89A5AF, 0x3FF0712D]]> : tensor<5x4xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#3, dense<[[0xBEBD06AF, 0xBEBD06AF, 0xBEBD06AF, 0xBD7ACE68], [0xBF881FA4, 0xBE6D4842, 0x3F309AB3, 0x3F309AB3], [0xBF4DE945, 0xBE97E074, 0x3EC1E0E1, 0x3EC1E0E1], [0xBF88B2D3, 0xBF88B2D3, 0xBF88B2D3, 0xBF88B2D3], [0x3EA6FB19, 0x3EAC9211, 0x3F097F06, 0x3FF0712D]]> : tensor<5x4xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#4, dense<[[0x3F229E3F, 0x3EB1C94C, 0xBEBD06AF, 0xBD7ACE68], [0x3F4D9F83, 0x3F4ACFC9, 0x3F91F990, 0x3F89C6DC], [0x3F7C60B6, 0x3F8A8AC8, 0x3FE69A01, 0x3FBD7B5A], [0x3FA03B25, 0x3F9EA374, 0x3FEECCB2, 0x3FC71F08], [0x3FCAF525, 0x3FCA3882, 0x4006700C, 0x401B1515]]> : tensor<5x4xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
