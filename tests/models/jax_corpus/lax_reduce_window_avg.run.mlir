// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<1x5x5x2xf32>) -> (tensor<1x6x6x2xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %4 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %4 : tensor<f32>
    }) : (tensor<1x5x5x2xf32>, tensor<f32>) -> tensor<1x6x6x2xf32>
    %cst_0 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x6x6x2xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x6x6x2xf32>
    return %3 : tensor<1x6x6x2xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[[[0xBD5C13F1, 0xBE6662F4], [0xBDD18102, 0xBF09E11A], [0x3F88433A, 0x3F60C2F7], [0x4003AB06, 0x3F832037], [0xBF4B4E79, 0x3E4276CC]], [[0x3FF84EBD, 0x3FF2CB10], [0xBEC87446, 0xBE36ADC2], [0x3DC04D41, 0x3DB5AAA5], [0x3F0A12A0, 0xBF6F0C8B], [0xBF5A0B3A, 0x3EAF85F6]], [[0x3E747B3F, 0xC009CEF0], [0xBE35CFB0, 0xC00C6631], [0xBEA7C0B3, 0xBE9A2988], [0x3EDB60B6, 0x40049E55], [0xBE8E666A, 0x3F2F22CF]], [[0xBF14B56D, 0xC035F241], [0x3E32C404, 0x3F138E6C], [0x3E317390, 0xBF65A6DB], [0x3F86A263, 0xBCA3E675], [0x3F7CD615, 0x3EC2A387]], [[0xBF851906, 0xBEF869FA], [0xBFAC38AA, 0x3E8945A2], [0x3EC89D43, 0x3F5BF6AB], [0x3F89BBBA, 0x3F4409F1], [0x3F257E48, 0xBF259631]]]]> : tensor<1x5x5x2xf32>
    %r:1 = func.call @model(%a0) : (tensor<1x5x5x2xf32>) -> (tensor<1x6x6x2xf32>)
    check.expect_almost_eq_const %r#0, dense<[[[[0xBC5C13F1, 0xBD6662F4], [0xBD1FC57D, 0xBE4379D7], [0x3E765654, 0x3DADC3BA], [0x3F47CCA3, 0x3EF381B2], [0x3EA1AED0, 0x3E9B6F10], [0xBE4B4E79, 0x3D4276CC]], [[0x3EF16E1D, 0x3ED5FEB2], [0x3EB238FC, 0x3E7470DA], [0x3E2A25D9, 0x3D7FAF06], [0x3F7053B5, 0x3E875618], [0x3E736506, 0x3E1F9491], [0xBED2ACDA, 0x3E0860AE]], [[0x3F0B6F12, 0xBD834B40], [0x3ECE071C, 0xBF283A75], [0xBE4D84C0, 0xBF2568E9], [0x3E3BEC4A, 0x3E6D0D5A], [0xBD25EDD0, 0x3F0A94A5], [0xBE909F38, 0x3E8372E5]], [[0xBDAF2D3A, 0xBF9FE098], [0xBDB0B310, 0xBFD3A1E2], [0xBD211982, 0xBF34317E], [0x3EA9B8D6, 0x3E5A9E80], [0x3F0C2600, 0x3F4773AD], [0x3E35A2E0, 0x3E883A49]], [[0xBECF73BC, 0xBF54FF80], [0xBF32A9F3, 0xBF1EF331], [0xBE1B14CE, 0x3E4E810D], [0x3F2C59F0, 0x3E353A8D], [0x3F70C425, 0x3DF54C9E], [0x3ED12A2E, 0xBD8888DB]], [[0xBE851906, 0xBDF869FA], [0xBF18A8D8, 0xBD5E48B0], [0xBE7422B2, 0x3E904CBE], [0x3EBBE30B, 0x3ED0004E], [0x3EDC7ADE, 0x3CF39E00], [0x3E257E48, 0xBE259631]]]]> : tensor<1x6x6x2xf32> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
