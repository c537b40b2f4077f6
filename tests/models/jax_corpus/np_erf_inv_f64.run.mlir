// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_erf_inv attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf64>) -> (tensor<16xf64> {jax.result_info = "result"}) {
    %0 = chlo.erf_inv %arg0 : tensor<16xf64> -> tensor<16xf64>
    return %0 : tensor<16xf64>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x3FE8AF2920000000, 0x3FB656BAA0000000, 0xBFEAEF3880000000, 0x3FB8F9DAA0000000, 0x3FDB4CD900000000, 0xBFAC560CE0000000, 0xBFECF4FD40000000, 0x3FED1D8D00000000, 0x3FC80CE160000000, 0xBFD8149B80000000, 0x3FDBC62860000000, 0x3FED0BECE0000000, 0x3FC2A2EA60000000, 0xBFE60A5400000000, 0xBFE4345A20000000, 0xBFD88D2820000000]> : tensor<16xf64>
    %r:1 = func.call @model(%a0) : (tensor<16xf64>) -> (tensor<16xf64>)
    check.expect_almost_eq_const %r#0, dense<[0x3FEB3DE2C164FD31, 0x3FB3D63CB7E0BF3A, 0xBFEFEC54D80D53C3, 0x3FB63099A5706687, 0x3FD97A7E62AC1E67, 0xBFA921E601F0AFCC, 0xBFF2E247E430376E, 0x3FF32C37932C4370, 0x3FC583D3ADEE9470, 0xBFD6332E05633978, 0x3FD9F8DABBE0B8FA, 0x3FF30BB2BE80AF85, 0x3FC09BDB2E5F3728, 0xBFE6E9C05D9A6CE5, 0xBFE45808FAE3A189, 0xBFD6ABFBF2A9C8EC]> : tensor<16xf64> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
