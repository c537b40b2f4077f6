// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @model(%arg0: tensor<6xi64>, %arg1: tensor<6xf64>) -> (tensor<6xf64> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg0 : (tensor<6xi64>) -> tensor<6xf64>
    %1 = chlo.polygamma %0, %arg1 : tensor<6xf64>, tensor<6xf64> -> tensor<6xf64>
    return %1 : tensor<6xf64>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[0, 1, 2, 3, 1, 4]> : tensor<6xi64>
    %a1 = stablehlo.constant dense<[0x3FF281233E20387C, 0x3FF738CB0E1731ED, 0x3FFA17F27F719954, 0x4010935AE6F2FD26, 0x400DA42C1B3A48C5, 0x3FFFCA20B9BDBF94]> : tensor<6xf64>
    %r:1 = func.call @model(%a0, %a1) : (tensor<6xi64>, tensor<6xf64>) -> (tensor<6xf64>)
    check.expect_almost_eq_const %r#0, dense<[0xBFD61DF44CF83B64, 0x3FEF4252ADF56AD6, 0xBFE574A12302BF78, 0x3FA46A26AE5301B5, 0x3FD3CF9AC6419804, 0xBFED40D9A4A65BB4]> : tensor<6xf64> {tolerance = 1.0e-04 : f64}
    func.return
  }
}
