// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_digamma attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf64>) -> (tensor<16xf64> {jax.result_info = "result"}) {
    %0 = chlo.digamma %arg0 : tensor<16xf64> -> tensor<16xf64>
    return %0 : tensor<16xf64>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x401B4F9000000000, 0x401BBD5760000000, 0x401A20A440000000, 0x3FFF153940000000, 0x4000BB2780000000, 0xC01045C020000000, 0x4017E8A3C0000000, 0xC011BE01A0000000, 0xBFF48DD380000000, 0x40182BD7C0000000, 0xBFF89CE780000000, 0xBFC42F0DE0000000, 0x4011D6A8E0000000, 0x4012202F40000000, 0xC008C9C6A0000000, 0x401BD3D820000000]> : tensor<16xf64>
    %r:1 = func.call @model(%a0) : (tensor<16xf64>) -> (tensor<16xf64>)
    check.expect_almost_eq_const %r#0, dense<[0x3FFD891A92E95E64, 0x3FFDCDC750FE733E, 0x3FFCC56B34C8C9B4, 0x3FD8A619B3A74C94, 0x3FDEB9DBDA4599B0, 0x402FF453F902A6C4, 0x3FFB3B47A4794408, 0x4001F1CC18D7E136, 0x4008EAC258B73211, 0x3FFB6BEF2E81D1E6, 0x3FD5E10F06E38E21, 0x4015E1836C8A4F0A, 0x3FF60F7A9CDCD7B1, 0x3FF658B63C4ED2A2, 0x402636F76E5D3A18, 0x3FFDDBB70B67C4C1]> : tensor<16xf64> {tolerance = 3.2e-04 : f64}
    func.return
  }
}
