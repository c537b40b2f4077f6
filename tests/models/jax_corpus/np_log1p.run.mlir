// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_log1p attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.log_plus_one %arg0 : tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x4092A6DF, 0x40B4857E, 0x3FF6C86E, 0x3E9C99EE, 0x4028E09F, 0x3E99EA3A, 0x407B87D4, 0x406F7DDF, 0x401AB9D0, 0x4006244C, 0x405EDF56, 0x40A840A3, 0x3FB522DA, 0x3F659C15, 0x3F181C97, 0x4089C500]> : tensor<16xf32>
    %r:1 = func.call @model(%a0) : (tensor<16xf32>) -> (tensor<16xf32>)
    check.expect_almost_eq_const %r#0, dense<[0x3FDC1F3A, 0x3FF257E2, 0x3F898336, 0x3E88A24E, 0x3FA5541B, 0x3E86929D, 0x3FCC352B, 0x3FC73A73, 0x3F9D4DC6, 0x3F90A71C, 0x3FC00510, 0x3FEABB5F, 0x3F61BA77, 0x3F23E5F7, 0x3EEEC730, 0x3FD59828]> : tensor<16xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
