// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_arcsin attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result"}) {
    %0 = chlo.asin %arg0 : tensor<16xf32> -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x3F457949, 0x3DB2B5D5, 0xBF5779C4, 0x3DC7CED5, 0x3EDA66C8, 0xBD62B067, 0xBF67A7EA, 0x3F68EC68, 0x3E40670B, 0xBEC0A4DC, 0x3EDE3143, 0x3F685F67, 0x3E151753, 0xBF3052A0, 0xBF21A2D1, 0xBEC46941]> : tensor<16xf32>
    %r:1 = func.call @model(%a0) : (tensor<16xf32>) -> (tensor<16xf32>)
    check.expect_almost_eq_const %r#0, dense<[0x3F6189DC, 0x3DB2F017, 0xBF800E00, 0x3DC82055, 0x3EE1A260, 0xBD62CE12, 0xBF90C9CE, 0x3F924BDB, 0x3E418D90, 0xBEC5818A, 0x3EE5D577, 0x3F91A2E4, 0x3E159F7A, 0xBF4280D5, 0xBF2EEFB6, 0xBEC9941E]> : tensor<16xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
