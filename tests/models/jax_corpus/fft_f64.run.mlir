// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<4x4xf64>) -> (tensor<4x4xcomplex<f64>> {jax.result_info = "result[0]"}, tensor<4x4xf64> {jax.result_info = "result[1]"}) {
    %0 = call @fft(%arg0) : (tensor<4x4xf64>) -> tensor<4x4xcomplex<f64>>
    %1 = call @_roll_static(%arg0) : (tensor<4x4xf64>) -> tensor<4x4xf64>
    return %0, %1 : tensor<4x4xcomplex<f64>>, tensor<4x4xf64>
  }
  func.func private @fft(%arg0: tensor<4x4xf64>) -> tensor<4x4xcomplex<f64>> {
    %0 = stablehlo.convert %arg0 : (tensor<4x4xf64>) -> tensor<4x4xcomplex<f64>>
    %1 = stablehlo.fft %0, type = FFT, length = [4, 4] : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    return %1 : tensor<4x4xcomplex<f64>>
  }
  func.func private @_roll_static(%arg0: tensor<4x4xf64>) -> tensor<4x4xf64> {
    %0 = stablehlo.slice %arg0 [2:4, 0:4] : (tensor<4x4xf64>) -> tensor<2x4xf64>
    %1 = stablehlo.slice %arg0 [0:2, 0:4] : (tensor<4x4xf64>) -> tensor<2x4xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<4x4xf64>
    %3 = stablehlo.slice %2 [0:4, 2:4] : (tensor<4x4xf64>) -> tensor<4x2xf64>
    %4 = stablehlo.slice %2 [0:4, 0:2] : (tensor<4x4xf64>) -> tensor<4x2xf64>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<4x2xf64>, tensor<4x2xf64>) -> tensor<4x4xf64>
    return %5 : tensor<4x4xf64>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0x3FF519B319A1C80F, 0xBFE19ADACD77A6D6, 0xBFC21BED01A0ED7F, 0xBFEC88794B39A833], [0x3FF51671AB4BC899, 0x3FD7991C37D984E4, 0xBFD2CF9A8D140A5C, 0x3FEFD3984DBB8BFC], [0x3FEBCF02C0B7838C, 0xBFEE350F9A591238, 0xBFEB10043C738D34, 0xBFF19F2386B0BA10], [0xBFD6B3B9CFBC2524, 0xBFE19CBF2EBB4071, 0xBFF99741D45DF8F6, 0x3FB38678932BF1E2]]> : tensor<4x4xf64>
    %r:2 = func.call @model(%a0) : (tensor<4x4xf64>) -> (tensor<4x4xcomplex<f64>>, tensor<4x4xf64>)
    check.expect_almost_eq_const %r#0, dense<[[(-2.3274333412297934, 0.0), (6.031585601786502, 0.7536327878853214), (2.868478495017251, 0.0), (6.031585601786502, -0.7536327878853214)], [(1.7574992135675334, -4.815619063837435), (-0.2552688584053838, -0.5513233672633783), (0.5504655233682767, -1.1407928963417324), (-0.2536780725736242, -0.18306103635471704)], [(-2.2456269675357707, 0.0), (0.31836751632654714, -1.7513954112795171), (6.507029066634606, 0.0), (0.31836751632654714, 1.7513954112795171)], [(1.7574992135675334, 4.815619063837435), (-0.2536780725736242, 0.18306103635471704), (0.5504655233682767, 1.1407928963417324), (-0.2552688584053838, 0.5513233672633783)]]> : tensor<4x4xcomplex<f64>> {tolerance = 1.3e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<[[0xBFEB10043C738D34, 0xBFF19F2386B0BA10, 0x3FEBCF02C0B7838C, 0xBFEE350F9A591238], [0xBFF99741D45DF8F6, 0x3FB38678932BF1E2, 0xBFD6B3B9CFBC2524, 0xBFE19CBF2EBB4071], [0xBFC21BED01A0ED7F, 0xBFEC88794B39A833, 0x3FF519B319A1C80F, 0xBFE19ADACD77A6D6], [0xBFD2CF9A8D140A5C, 0x3FEFD3984DBB8BFC, 0x3FF51671AB4BC899, 0x3FD7991C37D984E4]]> : tensor<4x4xf64> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
