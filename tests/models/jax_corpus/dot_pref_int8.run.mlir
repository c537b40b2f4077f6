// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<4x8xi8>, %arg1: tensor<8x3xi8>) -> (tensor<4x3xi32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8xi8>, tensor<8x3xi8>) -> tensor<4x3xi32>
    return %0 : tensor<4x3xi32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[86, 33, -3, -16, 34, -7, -93, 90], [-44, -33, -64, -16, -23, 51, 19, 59], [-59, -88, -30, -16, -88, -39, -69, -70], [88, -30, 35, 86, 26, -88, -78, -69]]> : tensor<4x8xi8>
    %a1 = stablehlo.constant dense<[[82, 94, 82], [-73, 36, 32], [95, -6, -59], [-28, 62, -71], [-79, 40, -47], [58, 12, -9], [-40, -72, -74], [60, 82, 86]]> : tensor<8x3xi8>
    %r:1 = func.call @model(%a0, %a1) : (tensor<4x8xi8>, tensor<8x3xi8>) -> (tensor<4x3xi32>)
    check.expect_eq_const %r#0, dense<[[10834, 23650, 22508], [724, -2770, 4538], [2434, -14286, -1175], [2145, 12256, -2507]]> : tensor<4x3xi32>
    func.return
  }
}
