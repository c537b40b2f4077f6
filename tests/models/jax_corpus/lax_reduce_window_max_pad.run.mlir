// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<1x7x7x2xf32>) -> (tensor<1x4x4x2xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<1x7x7x2xf32>, tensor<f32>) -> tensor<1x4x4x2xf32>
    return %1 : tensor<1x4x4x2xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[[[0x3EB48043, 0x3FA2FBC3], [0x3F3B2F1C, 0xBFAFB7C5], [0xBF57F592, 0xBFBAE461], [0x3E905193, 0x3F7C2039], [0xBF1B620E, 0xBF3CEAFB], [0x3EBE884C, 0x3EEA00E7], [0xBE21FA65, 0xBEBE4A28]], [[0x3FAB7D32, 0xBE899B48], [0x3E6E06A6, 0xBFE98BE8], [0xBF13D6C2, 0xBF651342], [0xBE7AEC7B, 0x3FF7BA00], [0x3E4F877B, 0x3F503073], [0x3FAC8BA8, 0x3FEB2184], [0xBECD0B7A, 0x3E971B37]], [[0x3ECB423D, 0x3F4A4812], [0x3E3E40EF, 0x3EBF85A5], [0x3E494BAD, 0xBEFBA21B], [0xBE9630AA, 0xBF70D5C9], [0x3E7898BA, 0x3FE81841], [0x3F951E66, 0xBFEA7CC6], [0xBF4B68D1, 0x3FB208AA]], [[0x401E15E8, 0x3F14C56A], [0xBF0543C7, 0xBFC3AF0F], [0xBFA3B643, 0xBF2A8672], [0x3F269835, 0xBE48A819], [0xBF99EBF1, 0x3FB1E0DA], [0x3F47582C, 0xBF3C32B1], [0xBEAB6FF8, 0x3F997363]], [[0xBEADB834, 0xBFA34D78], [0x3F422C4A, 0xBFB41053], [0x3FA3ED37, 0xBFBF4FF0], [0xBF3CEAF4, 0xBE67D506], [0x3ED707A3, 0xBFA0301D], [0xBF41785B, 0xBE81A119], [0x3F0E8285, 0x3F125A6E]], [[0xBE8B3A80, 0x3DFEB2AF], [0x3FCBA65C, 0x3FAC7AEE], [0xBF12CFBB, 0x3EB746C9], [0x3EFAC22A, 0xBEF2B782], [0xBEDE076C, 0x3F16FB5C], [0xBFEA3CFA, 0xBF59F9A9], [0xBF85A3A8, 0x3FEB841F]], [[0x3F97A5CB, 0xBD337725], [0x3E8C47E9, 0x3F157F20], [0x3EAB0FE5, 0xBE50063F], [0x3D8A302E, 0xBEAA7A9C], [0xBFD18204, 0xBEDB90DF], [0xBF6FAF6B, 0x3F359D11], [0xBE70A607, 0x3ECCEAC8]]]]> : tensor<1x7x7x2xf32>
    %r:1 = func.call @model(%a0) : (tensor<1x7x7x2xf32>) -> (tensor<1x4x4x2xf32>)
    check.expect_almost_eq_const %r#0, dense<[[[[0x3FAB7D32, 0x3FA2FBC3], [0x3F3B2F1C, 0x3FF7BA00], [0x3FAC8BA8, 0x3FF7BA00], [0x3FAC8BA8, 0x3FEB2184]], [[0x401E15E8, 0x3F4A4812], [0x3F269835, 0x3FF7BA00], [0x3FAC8BA8, 0x3FF7BA00], [0x3FAC8BA8, 0x3FEB2184]], [[0x401E15E8, 0x3FAC7AEE], [0x3FCBA65C, 0x3FAC7AEE], [0x3F47582C, 0x3FB1E0DA], [0x3F47582C, 0x3FEB841F]], [[0x3FCBA65C, 0x3FAC7AEE], [0x3FCBA65C, 0x3FAC7AEE], [0x3EFAC22A, 0x3F359D11], [0xBE70A607, 0x3FEB841F]]]]> : tensor<1x4x4x2xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
