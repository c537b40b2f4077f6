// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<3x4xf16>, %arg1: tensor<4x2xf16>) -> (tensor<3x2xf16> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf16>, tensor<4x2xf16>) -> tensor<3x2xf16>
    return %0 : tensor<3x2xf16>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0x36EB, 0xBFA2, 0x3DC7, 0x3B99], [0x3BF2, 0xAFB9, 0x3C62, 0xBAB4], [0xC02C, 0x3692, 0x34DD, 0xBC1A]]> : tensor<3x4xf16>
    %a1 = stablehlo.constant dense<[[0x25EE, 0x3BED], [0xBADD, 0x3DF8], [0x39C3, 0x3663], [0xA8CA, 0xB61C]]> : tensor<4x2xf16>
    %r:1 = func.call @model(%a0, %a1) : (tensor<3x4xf16>, tensor<4x2xf16>) -> (tensor<3x2xf16>)
    check.expect_almost_eq_const %r#0, dense<[[0x414E, 0xC069], [0x3B93, 0x3E3F], [0xB096, 0xBB87]]> : tensor<3x2xf16> {tolerance = 1.1e-02 : f64}
    func.return
  }
}
