// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<8xf64>, %arg1: tensor<8xf64>) -> (tensor<8xf64> {jax.result_info = "result"}) {
    %0 = chlo.next_after %arg0, %arg1 : tensor<8xf64>, tensor<8xf64> -> tensor<8xf64>
    return %0 : tensor<8xf64>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0x3FDBE347D5169E13, 0x3FE2C4D342AD5390, 0xBFDD2AC80DDAF60E, 0xBFD1F85BF6AE659B, 0xBFD482224BECA34B, 0x3FE5E8B3DD2FF181, 0xBFF76AD2BAD609A3, 0xBFB08926974100A6]> : tensor<8xf64>
    %a1 = stablehlo.constant dense<[0x3FDD9823CC95572E, 0x3FFACBB7397DF0EB, 0xBFC2F6CFAE6685B1, 0x3FE18F0951CEEEE5, 0x3FE84D11A3A67ACE, 0x3F9519BEFC65C284, 0xBFE7C5D676BC1C0F, 0xBFE232A516504E76]> : tensor<8xf64>
    %r:1 = func.call @model(%a0, %a1) : (tensor<8xf64>, tensor<8xf64>) -> (tensor<8xf64>)
    check.expect_almost_eq_const %r#0, dense<[0x3FDBE347D5169E14, 0x3FE2C4D342AD5391, 0xBFDD2AC80DDAF60D, 0xBFD1F85BF6AE659A, 0xBFD482224BECA34A, 0x3FE5E8B3DD2FF180, 0xBFF76AD2BAD609A2, 0xBFB08926974100A7]> : tensor<8xf64> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
