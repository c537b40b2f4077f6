// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_arccos attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result"}) {
    %0 = chlo.acos %arg0 : tensor<16xf32> -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x3F457949, 0x3DB2B5D5, 0xBF5779C4, 0x3DC7CED5, 0x3EDA66C8, 0xBD62B067, 0xBF67A7EA, 0x3F68EC68, 0x3E40670B, 0xBEC0A4DC, 0x3EDE3143, 0x3F685F67, 0x3E151753, 0xBF3052A0, 0xBF21A2D1, 0xBEC46941]> : tensor<16xf32>
    %r:1 = func.call @model(%a0) : (tensor<16xf32>) -> (tensor<16xf32>)
    check.expect_almost_eq_const %r#0, dense<[0x3F3095D9, 0x3FBDE0D9, 0x40248EEE, 0x3FBC8DD5, 0x3F90A742, 0x3FD0264B, 0x402CECD4, 0x3EDB0FFE, 0x3FB0DE29, 0x3FFA703D, 0x3F8F9A7D, 0x3EDDB3D7, 0x3FB65BEC, 0x40152823, 0x401043DB, 0x3FFB74E2]> : tensor<16xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
