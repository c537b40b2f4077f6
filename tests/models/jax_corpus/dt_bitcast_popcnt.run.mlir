// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<4xf32>, %arg1: tensor<4xi32>) -> (tensor<4xi32> {jax.result_info = "result[0]"}, tensor<4xi32> {jax.result_info = "result[1]"}, tensor<4xi32> {jax.result_info = "result[2]"}, tensor<4x4xui8> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<4xf32>) -> tensor<4xi32>
    %1 = stablehlo.popcnt %arg1 : tensor<4xi32>
    %2 = stablehlo.count_leading_zeros %arg1 : tensor<4xi32>
    %3 = stablehlo.bitcast_convert %arg0 : (tensor<4xf32>) -> tensor<4x4xui8>
    return %0, %1, %2, %3 : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4x4xui8>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x3EDA934F, 0xBF5B975E, 0xBFD9970A, 0x3FB96069]> : tensor<4xf32>
    %a1 = stablehlo.constant dense<[1004503629, 1410986741, 1453512340, 965429686]> : tensor<4xi32>
    %r:4 = func.call @model(%a0, %a1) : (tensor<4xf32>, tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4x4xui8>)
    check.expect_eq_const %r#0, dense<[1054511951, -1084516514, -1076259062, 1069113449]> : tensor<4xi32>
    check.expect_eq_const %r#1, dense<[18, 17, 15, 16]> : tensor<4xi32>
    check.expect_eq_const %r#2, dense<[2, 1, 1, 2]> : tensor<4xi32>
    check.expect_eq_const %r#3, dense<[[79, 147, 218, 62], [94, 151, 91, 191], [10, 151, 217, 191], [105, 96, 185, 63]]> : tensor<4x4xui8>
    func.return
  }
}
