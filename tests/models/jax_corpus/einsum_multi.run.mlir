// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<3x4xf32>, %arg1: tensor<4x5xf32>, %arg2: tensor<5x2xf32>) -> (tensor<3x2xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg2, %arg1, contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<5x2xf32>, tensor<4x5xf32>) -> tensor<2x4xf32>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<2x4xf32>) -> tensor<3x2xf32>
    return %1 : tensor<3x2xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0x3F875859, 0xBFEDEC51, 0xBF6A80F3, 0x3E7781EE], [0xBEFD17F2, 0xBF6D9426, 0x3C22CEF4, 0x3FE6C7C7], [0x3F856442, 0x3FB13ED1, 0xBEA83272, 0xC0270505]]> : tensor<3x4xf32>
    %a1 = stablehlo.constant dense<[[0x3ECF40D0, 0xBE88FDD1, 0xBF568EDC, 0xBFA6863A, 0x3E92DDFB], [0xBEA98947, 0xBF11F520, 0xBEA8794B, 0xBDAF2B00, 0x40128877], [0xBFE6DECA, 0x3FB5A93B, 0x3EFAADEB, 0xBEDADDC9, 0x3FDF8AA5], [0x3F6BBE17, 0x3F1AE3A2, 0x3FAAE552, 0xBFAFA74A, 0x3F05FA03]]> : tensor<4x5xf32>
    %a2 = stablehlo.constant dense<[[0xBF11880C, 0xBE16583B], [0xBE75074D, 0xBF9FDE8B], [0x3F50A50A, 0xBF39F77F], [0x3F3E5625, 0xBE81B160], [0x3FAED372, 0xBF9547BF]]> : tensor<5x2xf32>
    %r:1 = func.call @model(%a0, %a1, %a2) : (tensor<3x4xf32>, tensor<4x5xf32>, tensor<5x2xf32>) -> (tensor<3x2xf32>)
    check.expect_almost_eq_const %r#0, dense<[[0xC122A748, 0x40DE874F], [0xBFFA1514, 0xC0314EC5], [0x3FC038FC, 0x40AD6ED8]]> : tensor<3x2xf32> {tolerance = 2.0e-04 : f64}
    func.return
  }
}
