// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<4x9xf32>) -> (tensor<4x3xf32> {jax.result_info = "result[0]"}, tensor<4x3xi32> {jax.result_info = "result[1]"}) {
    %values, %indices = chlo.top_k(%arg0, k = 3) : tensor<4x9xf32> -> (tensor<4x3xf32>, tensor<4x3xi32>)
    return %values, %indices : tensor<4x3xf32>, tensor<4x3xi32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0xBF6BD511, 0xBE2C752B, 0x3E9595C1, 0xBEFC55B9, 0x3CF2AD23, 0x3EBB3024, 0xBE8C7078, 0x3F5C471D, 0x3E67FBB4], [0xBF949E1A, 0x3F85B3C1, 0xBEA70D7C, 0xBF6DCAAF, 0x3F535F0D, 0xBF1B3161, 0x3F9722ED, 0xC01ADFB9, 0xBEFF5A0C], [0xBF8FEBF3, 0x3FEF7B70, 0x3FFF9F16, 0xBD9936CD, 0x3F33B136, 0xBF579B25, 0xBFC696DC, 0xBE64FBDC, 0x3FA46578], [0xBCE523E0, 0xBF108B09, 0x3F8A0730, 0x3F821FAD, 0xBEDC268F, 0x3D15C8CC, 0xBE4CCCCE, 0xBFA1208D, 0x3FBF69CE]]> : tensor<4x9xf32>
    %r:2 = func.call @model(%a0) : (tensor<4x9xf32>) -> (tensor<4x3xf32>, tensor<4x3xi32>)
    check.expect_almost_eq_const %r#0, dense<[[0x3F5C471D, 0x3EBB3024, 0x3E9595C1], [0x3F9722ED, 0x3F85B3C1, 0x3F535F0D], [0x3FFF9F16, 0x3FEF7B70, 0x3FA46578], [0x3FBF69CE, 0x3F8A0730, 0x3F821FAD]]> : tensor<4x3xf32> {tolerance = 1.0e-04 : f64}
    check.expect_eq_const %r#1, dense<[[7, 5, 2], [6, 1, 4], [2, 1, 8], [8, 2, 3]]> : tensor<4x3xi32>
    func.return
  }
}
