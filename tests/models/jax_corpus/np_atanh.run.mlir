// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_arctanh attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result"}) {
    %0 = chlo.atanh %arg0 : tensor<16xf32> -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x3F457949, 0x3DB2B5D5, 0xBF5779C4, 0x3DC7CED5, 0x3EDA66C8, 0xBD62B067, 0xBF67A7EA, 0x3F68EC68, 0x3E40670B, 0xBEC0A4DC, 0x3EDE3143, 0x3F685F67, 0x3E151753, 0xBF3052A0, 0xBF21A2D1, 0xBEC46941]> : tensor<16xf32>
    %r:1 = func.call @model(%a0) : (tensor<16xf32>) -> (tensor<16xf32>)
    check.expect_almost_eq_const %r#0, dense<[0x3F8309A0, 0x3DB32A7C, 0xBF9D0DC0, 0x3DC8720F, 0x3EE95046, 0xBD62EBC3, 0xBFBFD41C, 0x3FC36ABC, 0x3E42B745, 0xBECA9848, 0x3EEDF742, 0x3FC1D5CE, 0x3E162880, 0xBF5878DC, 0xBF3E64C8, 0xBECEFF63]> : tensor<16xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
