// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<5x6xf32>) -> (tensor<5xi64> {jax.result_info = "result[0]"}, tensor<6xi64> {jax.result_info = "result[1]"}, tensor<i64> {jax.result_info = "result[2]"}) {
    %0 = call @argmax(%arg0) : (tensor<5x6xf32>) -> tensor<5xi64>
    %1 = call @argmin(%arg0) : (tensor<5x6xf32>) -> tensor<6xi64>
    %2 = call @_nanargmax(%arg0) : (tensor<5x6xf32>) -> tensor<i64>
    return %0, %1, %2 : tensor<5xi64>, tensor<6xi64>, tensor<i64>
  }
  func.func private @argmax(%arg0: tensor<5x6xf32>) -> tensor<5xi64> {
    %0 = stablehlo.iota dim = 1 : tensor<5x6xi64>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<5x6xf32>, tensor<5x6xi64>, tensor<f32>, tensor<i64>) -> (tensor<5xf32>, tensor<5xi64>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i64>, %arg4: tensor<i64>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i64>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i64>
    }
    return %1#1 : tensor<5xi64>
  }
  func.func private @argmin(%arg0: tensor<5x6xf32>) -> tensor<6xi64> {
    %0 = stablehlo.iota dim = 0 : tensor<5x6xi64>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [0] : (tensor<5x6xf32>, tensor<5x6xi64>, tensor<f32>, tensor<i64>) -> (tensor<6xf32>, tensor<6xi64>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i64>, %arg4: tensor<i64>)  {
      %2 = stablehlo.compare LT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i64>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i64>
    }
    return %1#1 : tensor<6xi64>
  }
  func.func private @_nanargmax(%arg0: tensor<5x6xf32>) -> tensor<i64> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
    %cst = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %1 = call @_where(%0, %cst, %arg0) : (tensor<5x6xi1>, tensor<f64>, tensor<5x6xf32>) -> tensor<5x6xf32>
    %2 = stablehlo.reshape %1 : (tensor<5x6xf32>) -> tensor<30xf32>
    %3 = call @argmax_0(%2) : (tensor<30xf32>) -> tensor<i64>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %4 = stablehlo.reduce(%0 init: %c) applies stablehlo.and across dimensions = [0, 1] : (tensor<5x6xi1>, tensor<i1>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<-1> : tensor<i64>
    %5 = call @_where_1(%4, %c_0, %3) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    return %5 : tensor<i64>
  }
  func.func private @_where(%arg0: tensor<5x6xi1>, %arg1: tensor<f64>, %arg2: tensor<5x6xf32>) -> tensor<5x6xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<5x6xi1>, tensor<5x6xf32>
    return %2 : tensor<5x6xf32>
  }
  func.func private @argmax_0(%arg0: tensor<30xf32>) -> tensor<i64> {
    %0 = stablehlo.iota dim = 0 : tensor<30xi64>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [0] : (tensor<30xf32>, tensor<30xi64>, tensor<f32>, tensor<i64>) -> (tensor<f32>, tensor<i64>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i64>, %arg4: tensor<i64>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i64>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i64>
    }
    return %1#1 : tensor<i64>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<i64> {
    %0 = stablehlo.convert %arg1 : tensor<i64>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<i64>
    return %1 : tensor<i64>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0xBF413022, 0xBED411C8, 0xBFBD561F, 0x3EDC1FC7, 0xBF49405C, 0x3F9C37CF], [0xBFE90431, 0xBEEE7C4F, 0xBE6F05A3, 0xBFA917EF, 0xBF426993, 0xBE54CBA2], [0x3F189E23, 0x3F1D8EA2, 0x3EC28B19, 0x3FCFD507, 0x3EBC6F03, 0xBF7441A7], [0x3E2D3673, 0xBE2AD102, 0xBF1EC220, 0x3DE15709, 0xBEBAC886, 0xBF5058ED], [0xBF0D9CFA, 0xBC8ABD61, 0xBED822BB, 0x3D931EF4, 0x3EDCA009, 0xBE412E55]]> : tensor<5x6xf32>
    %r:3 = func.call @model(%a0) : (tensor<5x6xf32>) -> (tensor<5xi64>, tensor<6xi64>, tensor<i64>)
    check.expect_eq_const %r#0, dense<[5, 5, 3, 0, 4]> : tensor<5xi64>
    check.expect_eq_const %r#1, dense<[1, 1, 0, 1, 0, 2]> : tensor<6xi64>
    check.expect_eq_const %r#2, dense<15> : tensor<i64>
    func.return
  }
}
