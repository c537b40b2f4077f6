// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_erf_inv attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result"}) {
    %0 = chlo.erf_inv %arg0 : tensor<16xf32> -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x3F457949, 0x3DB2B5D5, 0xBF5779C4, 0x3DC7CED5, 0x3EDA66C8, 0xBD62B067, 0xBF67A7EA, 0x3F68EC68, 0x3E40670B, 0xBEC0A4DC, 0x3EDE3143, 0x3F685F67, 0x3E151753, 0xBF3052A0, 0xBF21A2D1, 0xBEC46941]> : tensor<16xf32>
    %r:1 = func.call @model(%a0) : (tensor<16xf32>) -> (tensor<16xf32>)
    check.expect_almost_eq_const %r#0, dense<[0x3F59EF17, 0x3D9EB1E6, 0xBF7F62A8, 0x3DB184CD, 0x3ECBD3F5, 0xBD490F30, 0xBF97123E, 0x3F9961BC, 0x3E2C1E9E, 0xBEB19972, 0x3ECFC6D7, 0x3F985D95, 0x3E04DEDA, 0xBF374E02, 0xBF22C047, 0xBEB55FE1]> : tensor<16xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
