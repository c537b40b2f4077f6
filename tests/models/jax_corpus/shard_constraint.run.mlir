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
    %a0 = stablehlo.constant dense<[[0xBDF51D8D, 0x3F62195B, 0xBF59F12B, 0x3FE04301, 0x3FC2F504, 0xBED54B28, 0x3E1A6ADB, 0x3EE7B281], [0xBF673463, 0xBEC149D7, 0x3EE3A20E, 0x3DB5CD44, 0xBF5045B7, 0xBE02DCB2, 0x3F9C03DA, 0x3FAD0CAB], [0x3E1AEB9C, 0x3F48601C, 0x3F87BA18, 0xBF747CBA, 0x3EAE7ED7, 0x3FB2AFF1, 0x3EEEC319, 0xBF865360], [0x3FD250AE, 0xBF59DE40, 0xBEA69D0A, 0x3CECBBB4, 0x3F3F7968, 0x3E83F1E2, 0xBE6E749E, 0x3F7F484A], [0x3FA8B8DB, 0x3F865030, 0xBFCC1AF5, 0xBF1E3170, 0x3F7E4D4B, 0x3F786BED, 0xBBF9682C, 0xBF6A2C68], [0x3EC97996, 0xBD9C421C, 0xBFBB3A74, 0xBFC3B64D, 0x3E0A9ACC, 0x3F5FE746, 0xBFCA8DAD, 0x3E2AC951], [0xBFA41849, 0x3F4BCC94, 0x3F5928FA, 0xC0283F4C, 0xBFCE76FA, 0xBE0D7FD1, 0xC01FA65B, 0xBECE994A], [0xBEDA9788, 0xBF27B4D4, 0x3DAF438C, 0xBF99655E, 0x3F5B040E, 0xBD3DDD48, 0xBFBF0527, 0x3F1FF4F3]]> : tensor<8x8xf32>
    %r:1 = func.call @model(%a0) : (tensor<8x8xf32>) -> (tensor<8xf32>)
    check.expect_almost_eq_const %r#0, dense<[0x3FC6365A, 0x40469314, 0xC065C9F0, 0xC121E7A5, 0x408AD9D0, 0x40B14460, 0xC0FE52C6, 0x401CE12D]> : tensor<8xf32> {tolerance = 2.0e-04 : f64}
    func.return
  }
}
