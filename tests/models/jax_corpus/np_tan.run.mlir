// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit_tan attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.tan %arg0 : tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0xBEA2C02F, 0xBF07BF5C, 0xBD240C87, 0x3DAD9559, 0x3F5AE0BE, 0xBEE06DC7, 0xBF71D370, 0xBE0036CE, 0x3F55C366, 0x3F2D3329, 0x3E80E8A1, 0x3F86720B, 0x3F0A6B71, 0x3F94F442, 0x3F8CA4BC, 0xBF248299]> : tensor<16xf32>
    %r:1 = func.call @model(%a0) : (tensor<16xf32>) -> (tensor<16xf32>)
    check.expect_almost_eq_const %r#0, dense<[0xBEA8769C, 0xBF1615DF, 0xBD2422FF, 0x3DAE0011, 0x3F932E90, 0xBEF00028, 0xBFB0FA41, 0xBE00E369, 0x3F8D603F, 0x3F4D90CD, 0x3E83B416, 0x3FDF5403, 0x3F19B2C7, 0x40146E31, 0x3FFABAFB, 0xBF3FA59B]> : tensor<16xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
