// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<7xf64>) -> (tensor<7xf64> {jax.result_info = "result"}) {
    %0 = chlo.erf_inv %arg0 : tensor<7xf64> -> tensor<7xf64>
    return %0 : tensor<7xf64>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBFF0000000000000, 0xBFEFFFFDE7210BE9, 0x0, 0x3D719799812DEA11, 0x3FE0000000000000, 0x3FEFFFFFFF768FA1, 0x3FF0000000000000]> : tensor<7xf64>
    %r:1 = func.call @model(%a0) : (tensor<7xf64>) -> (tensor<7xf64>)
    check.expect_almost_eq_const %r#0, dense<[0xFFF0000000000000, 0xC00BABD96482FFD0, 0x0, 0x3D6F2E6C291F30E8, 0x3FDE861FBB24C008, 0x401147AF7E10DB16, 0x7FF0000000000000]> : tensor<7xf64> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
