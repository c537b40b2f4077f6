// Exported by tests/models/jax_corpus/export.py with JAX 0.10.2; do not edit.
module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=4]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 4 : i64}]}}
  func.func private @model(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> (tensor<8xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<8x8xf32>
    %2 = sdy.sharding_constraint %1 <@mesh, [{}, {"x"}]> : tensor<8x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    return %3 : tensor<8xf32>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0xBFCA1463, 0x3FDFA038, 0xBF0FCB0C, 0xBD833A8C, 0xBF3D9896, 0x3E9FE2DF, 0xBFC13E01, 0x3F212E6A], [0x3F5A2124, 0xBF956663, 0xBE9B8A14, 0xBED8DADA, 0xBA8A0303, 0xBE88B1CA, 0x3F13E0FE, 0xBF284C66], [0xBF1899FF, 0xBEB3CA1B, 0xBF8C703B, 0x3EE3CC69, 0x3E4B8D5C, 0x3E442F72, 0xBE47684D, 0x3F8C2CC2], [0xBF68529C, 0x3FA9779E, 0x3F9A0FE6, 0x3E549154, 0x3FA98D77, 0xBF1F818D, 0xBF624D4F, 0x3E3C94B1], [0x3EFDD1BA, 0x3F5E36B7, 0xBF946C84, 0xBEA53309, 0xBF8693E8, 0xBD06B176, 0xBFC384E2, 0x3E7058C3], [0xBF414C01, 0x3FBCA7FB, 0x3E4AD020, 0xBE989A6D, 0xBE8C9FE2, 0xBE565900, 0xBF201DBE, 0x3F3C71D8], [0xBE93F05A, 0x401968B9, 0xBDAE7C17, 0x3F34AB01, 0x3E844597, 0x3FC83866, 0xBE88D362, 0xBE9E293F], [0xBF29F6E9, 0xBFE3626D, 0xBE5FAFD2, 0x3F424389, 0xBF8900DC, 0xBDC77627, 0x3F8799FE, 0xBEE50C5B]]> : tensor<8x8xf32>
    %r:1 = func.call @model(%a0) : (tensor<8x8xf32>) -> (tensor<8xf32>)
    check.expect_almost_eq_const %r#0, dense<[0xC0DC519D, 0x41107C53, 0xC0818C4E, 0x40011ECD, 0xC02D9B00, 0x3FD6A389, 0xC0D7C7E7, 0x403BA6F7]> : tensor<8xf32> {tolerance = 1.8e-04 : f64}
    func.return
  }
}
