// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_arctanh attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf64>) -> (tensor<16xf64> {jax.result_info = "result"}) {
    %0 = chlo.atanh %arg0 : tensor<16xf64> -> tensor<16xf64>
    return %0 : tensor<16xf64>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x3FE8AF2920000000, 0x3FB656BAA0000000, 0xBFEAEF3880000000, 0x3FB8F9DAA0000000, 0x3FDB4CD900000000, 0xBFAC560CE0000000, 0xBFECF4FD40000000, 0x3FED1D8D00000000, 0x3FC80CE160000000, 0xBFD8149B80000000, 0x3FDBC62860000000, 0x3FED0BECE0000000, 0x3FC2A2EA60000000, 0xBFE60A5400000000, 0xBFE4345A20000000, 0xBFD88D2820000000]> : tensor<16xf64>
    %r:1 = func.call @model(%a0) : (tensor<16xf64>) -> (tensor<16xf64>)
    check.expect_almost_eq_const %r#0, dense<[0x3FF06133F7BB1715, 0x3FB6654F89A9C944, 0xBFF3A1B80F5EB078, 0x3FB90E41D49CF884, 0x3FDD2A08C9EA15C6, 0xBFAC5D786071EA12, 0xBFF7FA83804450D8, 0x3FF86D577C8B57CC, 0x3FC856E89F2ECCF8, 0xBFD9530911BF91FC, 0x3FDDBEE8092A5DD2, 0x3FF83AB9B052D252, 0x3FC2C51018BA250C, 0xBFEB0F1B8A69F26C, 0xBFE7CC99045A045D, 0xBFD9DFEC585AAA07]> : tensor<16xf64> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
